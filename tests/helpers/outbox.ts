// Reads the local outbox that send-mail.ts writes when no SMTP server is configured: the tests follow
// the links in it as a person would.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  listUnsubscribe: string;
  text: string;
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

function textPart(source: string): string {
  // The part ends at the next MIME boundary ("--" and a long token), not at any line starting "--".
  const part = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)(?:\n--[\w'()+,./:=?-]{12,}|$)/i.exec(source);
  const body = part?.[1] ?? source.split(/\n\n/).slice(1).join("\n\n");
  return /quoted-printable/i.test(source) ? decodeQuotedPrintable(body) : body;
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
        text,
        links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
      };
    }),
  );
}
