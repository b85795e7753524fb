// Addresses that every visitor's browser will request (a store's website and photo, a city's
// banner) must point at the public web: http(s), a registered-looking domain name, the default
// port, no credentials. An IP address in any spelling (http://2130706433/, http://0x7f.1/, [::1])
// is refused outright rather than classified: the WHATWG parser turns every numeric host into a
// dotted IPv4 or a bracketed IPv6, and a store or an image has no business living at a bare
// address. Names that only resolve inside a network (localhost, *.local, *.internal, ...) are
// refused too. A public name that resolves to a private address is out of reach here (no DNS in
// the browser); a server that fetches such URLs must check the resolved address itself.
import { singleLineText } from "./text.ts";

const INTERNAL_SUFFIXES = [
  "localhost",
  "local",
  "localdomain",
  "internal",
  "intranet",
  "lan",
  "home",
  "corp",
  "private",
  "arpa",
  "onion",
  "invalid",
  "test",
];
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Adds https:// to a bare "millersmarket.com"; leaves anything with a scheme alone. */
export function withScheme(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`;
}

export function isPublicHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.length > 253 || host.startsWith("[")) return false;
  const labels = host.split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  if (!TOP_LEVEL.test(labels.at(-1)!)) return false;
  return !INTERNAL_SUFFIXES.includes(labels.at(-1)!) && !host.startsWith("localhost.");
}

/** True for an absolute http(s) URL on a public host name, default port, without credentials. */
export function isPublicWebUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password || url.port) return false;
  return isPublicHostname(url.hostname);
}

/**
 * A string field holding a public web address. `bareDomains` accepts "millersmarket.com" as
 * https://millersmarket.com (the listing form); otherwise the scheme is required.
 */
export function webUrl(label: string, { max, bareDomains = false }: { max: number; bareDomains?: boolean }) {
  // One line: the URL parser drops a tab or line break inside an address rather than refusing it.
  return singleLineText()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => !value || isPublicWebUrl(bareDomains ? withScheme(value) : value), publicWebUrlMessage(label));
}

export const publicWebUrlMessage = (label: string) =>
  `${label} must be a public web address starting with http:// or https://`;
