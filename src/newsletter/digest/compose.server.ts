// Renders one subscriber's digest: an HTML part built for mail clients (inline styles, one column,
// images that shrink to the screen, alt text on every image) and a plain-text part with the same
// content, both ending with the unsubscribe link and the postal address CAN-SPAM requires.
import { SITE_NAME } from "../../site/site.ts";
import { plural } from "../../platform/format.ts";
import { storeHref } from "../../stores/store-view.ts";
import { escapeHtml as e } from "../../platform/mail-layout.server.ts";
import type { DigestCircular, DigestContent, DigestStore } from "./content.server.ts";
import { calendarDate } from "../../platform/dates.ts";

export interface DigestFrame {
  siteUrl: string;
  contactEmail: string;
  /** The sender's physical postal address (CAN-SPAM); see env POSTAL_ADDRESS. */
  postalAddress: string;
  unsubscribeUrl: string;
  /** The page where the subscriber changes their town. */
  changeAreaUrl: string;
}

const day = (ymd: string) => calendarDate(ymd, "short-month-day");
const dates = (c: DigestCircular) => `${day(c.startDate)} - ${day(c.endDate)}`;

export function digestSubject(content: DigestContent): string {
  const parts = [
    content.circulars.length ? plural(content.circulars.length, "weekly circular") : "",
    content.newStores.length ? plural(content.newStores.length, "new store") : "",
  ].filter(Boolean);
  return `This week in ${content.areaLabel}: ${parts.join(", ")}`;
}

export function composeDigest(content: DigestContent, frame: DigestFrame) {
  const url = (path: string) => new URL(path, frame.siteUrl).toString();
  const storeUrl = (s: DigestStore) => url(storeHref(s));
  const thumbnail = (c: DigestCircular) => url(`/api/circulars/${c.circularId}/thumbnail`);
  const place = (s: DigestStore) => `${s.address}, ${s.cityName}, ${s.state}`;
  const subject = digestSubject(content);

  const textSections: string[] = [`${SITE_NAME}: ${subject}`];
  if (content.circulars.length) {
    textSections.push(
      [
        "THIS WEEK'S CIRCULARS",
        ...content.circulars.map((c) => `- ${c.store.name} (${c.store.cityName}), ${dates(c)}: ${storeUrl(c.store)}`),
      ].join("\n"),
    );
  }
  if (content.newStores.length) {
    textSections.push(
      ["NEW ON THE SITE", ...content.newStores.map((s) => `- ${s.name}, ${place(s)}: ${storeUrl(s)}`)].join("\n"),
    );
  }
  if (content.featured.length) {
    textSections.push(
      ["FEATURED STORES", ...content.featured.map((s) => `- ${s.name}, ${place(s)}: ${storeUrl(s)}`)].join("\n"),
    );
  }
  textSections.push(
    `More in ${content.areaLabel}: ${url(content.areaPath)}`,
    [
      `You get this e-mail because you subscribed to the weekly digest for ${content.areaLabel}.`,
      `Change your town: ${frame.changeAreaUrl}`,
      `Unsubscribe: ${frame.unsubscribeUrl}`,
      `${SITE_NAME}, ${frame.postalAddress} · ${frame.contactEmail}`,
    ].join("\n"),
  );
  const text = textSections.join("\n\n");

  const heading = (title: string) => `<h2 style="font-size:18px;color:#1d5128;margin:28px 0 12px">${e(title)}</h2>`;
  const link = (href: string, label: string) =>
    `<a href="${e(href)}" style="color:#1d5128;font-weight:700;text-decoration:underline">${e(label)}</a>`;
  const circularRow = (c: DigestCircular) => `<tr>
<td style="width:112px;padding:0 16px 16px 0;vertical-align:top">${
    c.hasThumbnail
      ? `<a href="${e(storeUrl(c.store))}"><img src="${e(thumbnail(c))}" width="96" alt="First page of ${e(c.store.name)}'s circular, ${e(dates(c))}" style="display:block;width:96px;max-width:100%;height:auto;border:1px solid #e6d9bd;border-radius:8px"></a>`
      : ""
  }</td>
<td style="padding:0 0 16px;vertical-align:top">${link(storeUrl(c.store), c.store.name)}<br>
<span style="color:#55615a">${e(c.store.cityName)}, ${e(c.store.state)} · valid ${e(dates(c))}</span></td>
</tr>`;
  const storeItem = (s: DigestStore) =>
    `<li style="margin:0 0 10px">${link(storeUrl(s), s.name)}<br><span style="color:#55615a">${e(place(s))}</span></li>`;

  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:16px;line-height:1.5;color:#1d2a20;background:#fbf7ee;padding:16px">
<div style="max-width:600px;margin:auto;background:#fffdf8;border:1px solid #e6d9bd;border-radius:16px;padding:24px">
<p style="font-weight:700;color:#1d5128;margin:0">${e(SITE_NAME)}</p>
<h1 style="font-size:22px;line-height:1.3;margin:8px 0 0">This week in ${e(content.areaLabel)}</h1>
${content.circulars.length ? `${heading("This week's circulars")}<table role="presentation" style="border-collapse:collapse;width:100%">${content.circulars.map(circularRow).join("")}</table>` : ""}
${content.newStores.length ? `${heading("New on the site")}<ul style="padding-left:20px;margin:0">${content.newStores.map(storeItem).join("")}</ul>` : ""}
${content.featured.length ? `${heading("Featured stores")}<ul style="padding-left:20px;margin:0">${content.featured.map(storeItem).join("")}</ul>` : ""}
<p style="margin:28px 0 0">${link(url(content.areaPath), `More grocers in ${content.areaLabel}`)}</p>
<hr style="border:0;border-top:1px solid #e6d9bd;margin:24px 0 16px">
<p style="font-size:13px;color:#55615a;margin:0 0 8px">You get this e-mail because you subscribed to the weekly digest for ${e(content.areaLabel)}. <a href="${e(frame.changeAreaUrl)}" style="color:#55615a">Change your town</a> · <a href="${e(frame.unsubscribeUrl)}" style="color:#55615a">Unsubscribe</a></p>
<p style="font-size:13px;color:#55615a;margin:0">${e(SITE_NAME)}, ${e(frame.postalAddress)} · <a href="mailto:${e(frame.contactEmail)}" style="color:#55615a">${e(frame.contactEmail)}</a></p>
</div></body></html>`;
  return { subject, text, html };
}
