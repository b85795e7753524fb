// One way out for e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise a local outbox
// folder with one .eml file per message (a real RFC 822 message), which tests and newcomers can read.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { env } from "../../config/env.ts";
import { SITE_NAME } from "../../shared/site.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

let announcedOutbox = false;
// One transport per process (and per SMTP_URL): building one per message cost the weekly digest
// a fixed overhead per mail.
type Transport = ReturnType<typeof nodemailer.createTransport>;
let smtp: { url: string; transport: Transport } | undefined;
let outboxTransport: Transport | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, CONTACT_EMAIL, MAIL_OUTBOX_DIR } = env();
  const message = { from: `"${SITE_NAME}" <${CONTACT_EMAIL}>`, replyTo: CONTACT_EMAIL, ...mail };
  if (SMTP_URL) {
    if (smtp?.url !== SMTP_URL) smtp = { url: SMTP_URL, transport: nodemailer.createTransport(SMTP_URL) };
    await smtp.transport.sendMail(message);
    return;
  }
  outboxTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const built = await outboxTransport.sendMail(message);
  const dir = resolve(MAIL_OUTBOX_DIR);
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`);
  await writeFile(file, built.message as Buffer);
  if (!announcedOutbox) {
    announcedOutbox = true;
    console.log(`Mail is written to ${dir} (set SMTP_URL to send it).`);
  }
}
