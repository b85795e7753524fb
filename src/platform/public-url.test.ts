import { describe, expect, it } from "vitest";
import { isPublicWebUrl, webUrl } from "./public-url.ts";

describe("isPublicWebUrl", () => {
  it.each([
    "https://millersmarket.com",
    "http://millersmarket.com/about?x=1#hours",
    "https://www.prairie-pantry.example/",
    "https://images.example.com/store.jpg",
    "https://xn--caf-dma.example/", // café.example
    "https://café.example/",
    "https://shop.co.uk:443/",
    "https://fresh.market.",
  ])("accepts %s", (url) => {
    expect(isPublicWebUrl(url)).toBe(true);
  });

  it.each([
    ["loopback", "http://127.0.0.1/"],
    ["loopback, short form", "http://127.1/"],
    ["loopback as a decimal integer", "http://2130706433/"],
    ["loopback in hex", "http://0x7f000001/"],
    ["loopback in dotted hex", "http://0x7f.1/"],
    ["loopback in octal", "http://017700000001/"],
    ["loopback in dotted octal", "http://0177.0.0.1/"],
    ["private 10/8", "http://10.0.0.5/"],
    ["private 192.168/16", "https://192.168.1.1/admin"],
    ["private 172.16/12", "http://172.16.0.1/"],
    ["CGNAT", "http://100.64.0.1/"],
    ["link-local", "http://169.254.10.10/"],
    ["cloud metadata", "http://169.254.169.254/latest/meta-data/"],
    ["a public IPv4 address too", "http://8.8.8.8/"],
    ["zero address", "http://0.0.0.0/"],
    ["IPv6 loopback", "http://[::1]/"],
    ["IPv6 unique local", "http://[fd00::1]/"],
    ["IPv6 link-local", "http://[fe80::1]/"],
    ["IPv4-mapped IPv6", "http://[::ffff:127.0.0.1]/"],
    ["IPv4-mapped metadata", "http://[::ffff:a9fe:a9fe]/"],
    ["localhost", "http://localhost/"],
    ["localhost with a dot", "http://localhost./"],
    ["a localhost subdomain", "http://api.localhost/"],
    ["mDNS", "http://printer.local/"],
    ["an internal name", "http://metadata.google.internal/computeMetadata/v1/"],
    ["a home network name", "http://router.home.arpa/"],
    ["a single-label host", "http://intranet/"],
    ["a path-like host", "https://../../etc/passwd"],
    ["dots only", "https://./"],
    ["an empty label", "https://a..example/"],
    ["an underscore host", "https://my_shop.example/"],
    ["credentials", "https://user:pass@millersmarket.com/"],
    ["a user name alone", "https://millersmarket.com@evil.example/"],
    ["a non-default port", "https://millersmarket.com:8080/"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:image/png;base64,AAAA"],
    ["file:", "file:///etc/passwd"],
    ["ftp:", "ftp://x.example/a.png"],
    ["a relative path", "/images/cities/a.jpg"],
    ["protocol-relative", "//evil.example/x.jpg"],
    ["a numeric top-level label", "http://shop.123/"],
    ["nothing", ""],
  ])("refuses %s (%s)", (_label, url) => {
    expect(isPublicWebUrl(url)).toBe(false);
  });
});

describe("webUrl", () => {
  const listing = webUrl("Website", { max: 500, bareDomains: true });
  const strict = webUrl("Image URL", { max: 1000 });

  it("takes a bare domain only where asked", () => {
    expect(listing.safeParse("millersmarket.com").success).toBe(true);
    expect(strict.safeParse("millersmarket.com").success).toBe(false);
    expect(listing.safeParse("localhost").success).toBe(false);
    expect(listing.safeParse("127.0.0.1").success).toBe(false);
    expect(listing.safeParse("../../etc/passwd").success).toBe(false);
  });

  it("says what is wrong", () => {
    expect(strict.safeParse("http://169.254.169.254/").error!.issues[0]!.message).toBe(
      "Image URL must be a public web address starting with http:// or https://",
    );
  });
});
