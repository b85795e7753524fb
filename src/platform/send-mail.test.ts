// sendBulkMail: the digest's message built by mime.ts goes to SMTP through nodemailer's transport
// (a minimal SMTP server stands in for the provider) and otherwise to the outbox.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "./env.server.ts";
import { sendBulkMail, sendMailQuietly } from "./send-mail.server.ts";

const mail = {
  to: "reader@example.com",
  subject: "This week in Ada, MN",
  text: "Plain part",
  html: "<p>HTML part</p>",
  headers: {
    "List-Unsubscribe": "<https://grocers.example/u?token=t>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
};

/** Accepts one session and records the envelope and the DATA it was given. */
function fakeSmtp() {
  const received = { from: "", to: [] as string[], data: "" };
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          received.data = buffer.slice(0, end + 2);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (/^MAIL FROM:/i.test(line)) received.from = /<(.*)>/.exec(line)![1]!;
        if (/^RCPT TO:/i.test(line)) received.to.push(/<(.*)>/.exec(line)![1]!);
        if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise<{ port: number; received: typeof received; server: Server }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ port: (server.address() as { port: number }).port, received, server }),
    ),
  );
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnv();
});

describe("sendBulkMail", () => {
  it("sends the built message through the SMTP transport with the right envelope", async () => {
    const { port, received, server } = await fakeSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.CONTACT_EMAIL = "hello@grocers.example";
    resetEnv();
    try {
      await sendBulkMail(mail);
    } finally {
      server.close();
    }
    expect(received.from).toBe("hello@grocers.example");
    expect(received.to).toEqual(["reader@example.com"]);
    expect(received.data).toMatch(/^From: "Small Town Grocers" <hello@grocers\.example>\r\n/m);
    expect(received.data).toContain("\r\nTo: reader@example.com\r\n");
    expect(received.data).toContain("\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n");
    expect(received.data).toContain("Content-Type: multipart/alternative;");
    expect(received.data).toContain("\r\n<p>HTML part</p>\r\n");
  });

  it("writes the same message to the outbox without SMTP_URL", async () => {
    const dir = await mkdtemp(join(tmpdir(), "bulk-outbox-"));
    delete process.env.SMTP_URL;
    process.env.MAIL_OUTBOX_DIR = join(dir, "created-on-first-send");
    resetEnv();
    try {
      await sendBulkMail(mail);
      await sendBulkMail({ ...mail, to: "second@example.com" });
      const files = await readdir(process.env.MAIL_OUTBOX_DIR);
      expect(files).toHaveLength(2);
      const sources = await Promise.all(files.map((f) => readFile(join(process.env.MAIL_OUTBOX_DIR!, f), "utf8")));
      expect(sources.map((s) => /^To: (.*)\r$/m.exec(s)![1]).sort()).toEqual([
        "reader@example.com",
        "second@example.com",
      ]);
      // Removed between sends (tests clear the outbox): made again.
      await rm(process.env.MAIL_OUTBOX_DIR, { recursive: true });
      await sendBulkMail(mail);
      expect(await readdir(process.env.MAIL_OUTBOX_DIR)).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("sendMailQuietly", () => {
  it("says the mail went, or logs why not and says so, never throwing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await sendMailQuietly("receipt", async () => {})).toBe(true);
    expect(await sendMailQuietly("receipt", async () => false)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(
      await sendMailQuietly("receipt for boost 7", async () => {
        throw new Error("SMTP refused");
      }),
    ).toBe(false);
    expect(warn).toHaveBeenCalledWith("receipt for boost 7 not sent: SMTP refused");
  });
});
