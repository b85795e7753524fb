import { describe, expect, it } from "vitest";
import { buildMimeMessage, quotedPrintable } from "./mime.server.ts";

/** Decodes quoted-printable the way a mail client does (RFC 2045 6.7). */
const decodeQp = (body: string) => {
  const joined = body.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=") {
      expect(joined.slice(i + 1, i + 3)).toMatch(/^[0-9A-F]{2}$/);
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8").replace(/\r\n/g, "\n");
};

/** Splits a message into its headers (unfolded) and its parts' headers and decoded bodies. */
function parse(message: string) {
  const [head, ...rest] = message.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of head!.replace(/\r\n[ \t]/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const boundary = /boundary="([^"]+)"/.exec(headers.get("content-type")!)![1]!;
  const sections = body.split(`--${boundary}`);
  expect(sections.at(-1)).toBe("--\r\n");
  const parts = sections.slice(1, -1).map((section) => {
    const [partHead, partBody] = section.replace(/^\r\n/, "").replace(/\r\n$/, "").split("\r\n\r\n");
    return { head: partHead!, body: decodeQp(partBody!), raw: partBody! };
  });
  return { head: head!, headers, parts };
}

const mail = {
  from: { name: "Small Town Grocers", address: "hello@grocers.example" },
  replyTo: "hello@grocers.example",
  to: "reader@example.com",
  subject: "This week in Ada, MN: 1 weekly circular",
  text: `Line one\nA line with a trailing space \n${"long ".repeat(40)}end\n= sign and café`,
  html: `<p style="color:#1d5128">Tom &amp; Jo's</p>\n<a href="https://grocers.example/x?token=abc.def">Unsubscribe</a> ${"x".repeat(200)} ✓`,
  headers: {
    "List-Unsubscribe": "<https://grocers.example/api/newsletter/unsubscribe?token=abc.def>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
  date: new Date("2026-11-26T13:00:00Z"),
};

describe("buildMimeMessage", () => {
  it("writes a multipart/alternative message with text then HTML, both decoding to what was given", () => {
    const message = buildMimeMessage(mail);
    const { headers, parts } = parse(message);
    expect(headers.get("mime-version")).toBe("1.0");
    expect(headers.get("content-type")).toMatch(/^multipart\/alternative; boundary="=_[^"]+"$/);
    expect(parts.map((p) => p.head)).toEqual([
      "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable",
      "Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable",
    ]);
    expect(parts[0]!.body).toBe(mail.text);
    expect(parts[1]!.body).toBe(mail.html);
  });

  it("carries the addresses, subject, date, a Message-ID and the RFC 8058 headers", () => {
    const { headers } = parse(buildMimeMessage(mail));
    expect(headers.get("from")).toBe('"Small Town Grocers" <hello@grocers.example>');
    expect(headers.get("reply-to")).toBe("hello@grocers.example");
    expect(headers.get("to")).toBe("reader@example.com");
    expect(headers.get("subject")).toBe(mail.subject);
    expect(headers.get("date")).toBe("Thu, 26 Nov 2026 13:00:00 +0000");
    expect(headers.get("message-id")).toMatch(/^<[0-9a-f-]{36}@grocers\.example>$/);
    expect(headers.get("list-unsubscribe")).toBe(mail.headers["List-Unsubscribe"]);
    expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  });

  it("gives every message its own Message-ID and boundary", () => {
    const [a, b] = [parse(buildMimeMessage(mail)), parse(buildMimeMessage(mail))];
    expect(a.headers.get("message-id")).not.toBe(b.headers.get("message-id"));
    expect(a.headers.get("content-type")).not.toBe(b.headers.get("content-type"));
  });

  it("uses CRLF only, lines of at most 78 characters outside long URLs, and 7-bit text", () => {
    const message = buildMimeMessage(mail);
    expect(message.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(message).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    const { head, parts } = parse(message);
    for (const part of parts) for (const line of part.raw.split("\r\n")) expect(line.length).toBeLessThanOrEqual(76);
    for (const line of head.split("\r\n").filter((l) => !l.startsWith("List-Unsubscribe:"))) {
      expect(line.length).toBeLessThanOrEqual(78);
    }
  });

  it("encodes a subject and a sender name outside ASCII as RFC 2047 words", () => {
    const subject = `This week in Española, NM: ${"ñ".repeat(60)}`;
    const message = buildMimeMessage({ ...mail, subject, from: { ...mail.from, name: "Grocers ✓" } });
    const { headers } = parse(message);
    const words = (value: string) =>
      [...value.matchAll(/=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=/g)].map((m) =>
        Buffer.from(m[1]!, "base64").toString("utf8"),
      );
    expect(words(headers.get("subject")!).join("")).toBe(subject);
    expect(words(headers.get("from")!).join("")).toBe("Grocers ✓");
    expect(headers.get("from")).toMatch(/ <hello@grocers\.example>$/);
  });

  it("refuses a header value with a line break (header injection)", () => {
    expect(() => buildMimeMessage({ ...mail, to: "a@example.com\r\nBcc: b@example.com" })).toThrow(/line break/);
    expect(() => buildMimeMessage({ ...mail, subject: "Hi\nBcc: b@example.com" })).toThrow(/line break/);
    expect(() => buildMimeMessage({ ...mail, headers: { "X-A": "1\r\nBcc: x" } })).toThrow(/line break/);
  });
});

describe("quotedPrintable", () => {
  it("escapes '=', non-ASCII bytes and a space ending a line, and soft-breaks long lines", () => {
    expect(quotedPrintable("a=b")).toBe("a=3Db");
    expect(quotedPrintable("café")).toBe("caf=C3=A9");
    expect(quotedPrintable("end \nnext")).toBe("end=20\r\nnext");
    const long = quotedPrintable("é".repeat(40));
    expect(long.split("\r\n").every((l) => l.length <= 76)).toBe(true);
    // A soft break may fall between a character's bytes, never inside one "=XX" escape.
    expect(long).toMatch(/^(?:(?:=[0-9A-F]{2})+=\r\n)*(?:=[0-9A-F]{2})+$/);
    expect(decodeQp(long)).toBe("é".repeat(40));
  });
});
