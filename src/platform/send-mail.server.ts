// One way out for e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise a local outbox
// folder with one .eml file per message (a real RFC 822 message), which tests and newcomers can read.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { env } from "./env.server.ts";
import { SITE_NAME } from "../site/site.ts";
import { buildMimeMessage } from "./mime.server.ts";

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

function smtpTransport(url: string): Transport {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

// The outbox folder is created once per folder and process, not once per message.
const madeDirs = new Set<string>();

async function writeToOutbox(message: Buffer | string): Promise<void> {
  const dir = resolve(env().MAIL_OUTBOX_DIR);
  if (!madeDirs.has(dir)) {
    await mkdir(dir, { recursive: true });
    madeDirs.add(dir);
  }
  const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`);
  try {
    await writeFile(file, message);
  } catch (error) {
    // The folder was removed since (tests clear it): make it again once.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(dir, { recursive: true });
    await writeFile(file, message);
  }
  if (!announcedOutbox) {
    announcedOutbox = true;
    console.log(`Mail is written to ${dir} (set SMTP_URL to send it).`);
  }
}

export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, CONTACT_EMAIL } = env();
  const message = { from: `"${SITE_NAME}" <${CONTACT_EMAIL}>`, replyTo: CONTACT_EMAIL, ...mail };
  if (SMTP_URL) {
    await smtpTransport(SMTP_URL).sendMail(message);
    return;
  }
  outboxTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const built = await outboxTransport.sendMail(message);
  await writeToOutbox(built.message as Buffer);
}

/**
 * The same way out for bulk mail (the weekly digest): the message is built by mime.ts instead of
 * nodemailer's composer (a fraction of its cost a message), then goes to the SMTP server through the
 * same nodemailer transport as every other mail, or to the outbox.
 */
export async function sendBulkMail(mail: Mail): Promise<void> {
  const { SMTP_URL, CONTACT_EMAIL } = env();
  const raw = buildMimeMessage({
    from: { name: SITE_NAME, address: CONTACT_EMAIL },
    replyTo: CONTACT_EMAIL,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  });
  if (SMTP_URL) {
    await smtpTransport(SMTP_URL).sendMail({ envelope: { from: CONTACT_EMAIL, to: [mail.to] }, raw });
    return;
  }
  await writeToOutbox(raw);
}

/**
 * Mail that must not fail what it follows (issue #44): a notice, a receipt or the mail of a decision
 * already committed. Runs `send` (which may load what the mail says first); a failure is logged as
 * "{what} not sent: {reason}", never thrown. True when the mail went; false when it failed, or when
 * `send` resolved to false (nothing to send).
 */
export async function sendMailQuietly(what: string, send: () => Promise<unknown>): Promise<boolean> {
  try {
    return (await send()) !== false;
  } catch (error) {
    console.warn(`${what} not sent: ${(error as Error).message}`);
    return false;
  }
}
