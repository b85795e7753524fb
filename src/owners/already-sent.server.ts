// Asking for a mailed code again within the resend pause sends nothing; the answer says a code was
// already sent and when, and when a new one can be asked for (issue #25), instead of "we sent".
import { plural } from "../platform/format.ts";

const seconds = (ms: number) => plural(Math.max(1, Math.ceil(ms / 1000)), "second");

/** `to`: "to dana@example.com", or a conditional "to it" where the answer must not tell owners apart. */
export function codeAlreadySent(to: string, sentAt: Date, pauseMs: number, now = Date.now()): string {
  const ago = now - sentAt.getTime();
  return `We already sent a code and a link ${to} ${seconds(ago)} ago: check your inbox and spam folder. The code works for 30 minutes. You can ask for a new one in ${seconds(pauseMs - ago)}.`;
}
