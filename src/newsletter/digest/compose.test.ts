import { describe, expect, it } from "vitest";
import { composeDigest, digestSubject } from "./compose.server.ts";
import type { DigestContent } from "./content.server.ts";

const store = {
  id: "s1",
  name: `Tom & Jo's <b>Market</b>`,
  slug: "tom-jos-market",
  address: "1 Main St",
  citySlug: "ada-mn",
  cityName: "Ada",
  state: "MN",
};
const content: DigestContent = {
  areaLabel: "Ada, MN",
  areaPath: "/cities/ada-mn",
  circulars: [{ circularId: "c1", startDate: "2026-11-25", endDate: "2026-12-01", hasThumbnail: false, store }],
  featured: [],
  newStores: [store, { ...store, id: "s2", slug: "second" }],
};
const frame = {
  siteUrl: "https://grocers.example",
  contactEmail: "hello@grocers.example",
  postalAddress: "12 Main Street, Ada, MN 56510",
  unsubscribeUrl: "https://grocers.example/api/newsletter/unsubscribe?token=t",
  changeAreaUrl: "https://grocers.example/newsletter/town?token=t",
};

describe("composeDigest", () => {
  it("counts what is new in the subject", () => {
    expect(digestSubject(content)).toBe("This week in Ada, MN: 1 weekly circular, 2 new stores");
  });

  it("escapes store text in the HTML and leaves the text part plain", () => {
    const mail = composeDigest(content, frame);
    expect(mail.html).toContain("Tom &amp; Jo&#39;s &lt;b&gt;Market&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Market");
    expect(mail.text).toContain("Tom & Jo's <b>Market</b>");
  });

  it("links to the site's pages and ends with the way out and the postal address", () => {
    const mail = composeDigest(content, frame);
    expect(mail.text).toContain("https://grocers.example/grocery-stores/ada-mn/tom-jos-market");
    expect(mail.html).not.toContain("<img");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("12 Main Street, Ada, MN 56510");
      expect(part).toContain(frame.unsubscribeUrl.replace("&", "&amp;"));
    }
    expect(mail.text).toContain("Nov 25 - Dec 1");
  });
});
