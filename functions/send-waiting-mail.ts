// Scheduled (every minute): sends the review decisions' mails whose wait is over (ADR 063,
// src/platform/waiting-mail.server.ts). npm start runs the same every 10 seconds.
import { getDb } from "../db/client.ts";
import { sendDueMail } from "../src/platform/waiting-mail.server.ts";

export default async () => {
  const result = await sendDueMail(await getDb());
  if (result.sent + result.failed > 0) console.log(`waiting mail: ${result.sent} sent, ${result.failed} failed`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: "* * * * *" };
