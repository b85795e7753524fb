// The one-time "choose your town" mail (ADR 039) to subscribers from before towns, and to anyone
// who signed up without one: the digest goes to a town or a state, so until they choose they get
// none. Each address is claimed before its mail goes out, so it is asked once, ever.
import type { Db } from "../../db/client.ts";
import { claimTownPrompt, releaseTownPrompt, subscribersToAskForATown } from "./newsletter-queries.server.ts";
import { renderMail } from "../platform/mail-layout.server.ts";
import { sendMail, sendMailQuietly, type Mail } from "../platform/send-mail.server.ts";
import { chooseTownUrl, listUnsubscribeHeaders, unsubscribeUrl } from "./links.server.ts";

const BATCH = 200;

export const TOWN_PROMPT_SUBJECT = "Choose your town for your weekly grocery e-mail";

export async function askForTowns(
  db: Db,
  options: { deadline?: number; send?: (mail: Mail) => Promise<void> } = {},
): Promise<{ asked: number }> {
  const send = options.send ?? sendMail;
  let asked = 0;
  for (;;) {
    const batch = await subscribersToAskForATown(db, BATCH);
    if (batch.length === 0) return { asked };
    for (const subscriber of batch) {
      if (options.deadline !== undefined && Date.now() >= options.deadline) return { asked };
      if (!(await claimTownPrompt(db, subscriber.id))) continue;
      const sent = await sendMailQuietly("town prompt", () =>
        send({
          to: subscriber.email,
          subject: TOWN_PROMPT_SUBJECT,
          ...renderMail({
            paragraphs: [
              "You subscribed to weekly news from Small Town Grocers. It now comes as one e-mail a week for your own town: this week's circulars from its independent grocers, featured stores and stores new in town, and nothing in a week with nothing new.",
              "Choose your town, or a whole state if you would rather hear about all of it. Until you choose, we won't send you the weekly e-mail.",
            ],
            action: { label: "Choose my town", url: chooseTownUrl(subscriber.id) },
            unsubscribeUrl: unsubscribeUrl(subscriber.id),
          }),
          headers: listUnsubscribeHeaders(subscriber.id),
        }),
      );
      // Nothing left the building: ask again on the next run, and stop this one (the mail server is
      // likely down for everyone).
      if (!sent) {
        await releaseTownPrompt(db, subscriber.id);
        return { asked };
      }
      asked++;
    }
  }
}
