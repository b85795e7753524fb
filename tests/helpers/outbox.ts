// Reads the local outbox that send-mail.ts writes when no SMTP server is configured: the tests follow
// the links in it as a person would.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
  text: string;
  /** The HTML part, decoded; "" for a text-only message. */
  html: string;
  /** The whole message as written, for its size. */
  bytes: number;
  links: string[];
}

/** Undoes quoted-printable: soft line breaks and =XX escapes (UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function header(source: string, name: string): string {
  // Long headers are folded onto indented continuation lines.
  const head = source.split("\n\n")[0]!.replace(/\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "mi").exec(head)?.[1]?.trim() ?? "";
}

function mimePart(source: string, type: "plain" | "html"): { body: string; headers: string } | undefined {
  // The part ends at the next MIME boundary ("--" and a long token), not at any line starting "--".
  const part = new RegExp(
    `(Content-Type: text\\/${type}[^\\n]*\\n(?:[^\\n]+\\n)*)\\n([\\s\\S]*?)(?:\\n--[\\w'()+,./:=?-]{12,}|$)`,
    "i",
  ).exec(source);
  return part ? { headers: part[1]!, body: part[2]! } : undefined;
}

function decodePart(part: { body: string; headers: string }, source: string): string {
  if (/base64/i.test(part.headers)) return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return /quoted-printable/i.test(part.headers) || /quoted-printable/i.test(source)
    ? decodeQuotedPrintable(part.body)
    : part.body;
}

function textPart(source: string): string {
  const part = mimePart(source, "plain");
  if (part) return decodePart(part, source);
  const body = source.split(/\n\n/).slice(1).join("\n\n");
  return /quoted-printable/i.test(source) ? decodeQuotedPrintable(body) : body;
}

function htmlPart(source: string): string {
  const part = mimePart(source, "html");
  return part ? decodePart(part, source) : "";
}

export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  return Promise.all(
    files.map(async (file) => {
      const source = (await readFile(join(dir, file), "utf8")).replace(/\r\n/g, "\n");
      const text = textPart(source);
      return {
        file,
        to: header(source, "To"),
        subject: header(source, "Subject"),
        listUnsubscribe: header(source, "List-Unsubscribe"),
        listUnsubscribePost: header(source, "List-Unsubscribe-Post"),
        text,
        html: htmlPart(source),
        bytes: Buffer.byteLength(source),
        links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
      };
    }),
  );
}
