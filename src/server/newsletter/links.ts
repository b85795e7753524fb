// The links every newsletter mail carries, from the subscriber's permanent signed token: one-click
// unsubscribe (also the RFC 8058 header) and the page where they choose their town.
import { env } from "../../config/env.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";

export const unsubscribeUrl = (subscriberId: string) =>
  `${env().SITE_URL}/api/newsletter/unsubscribe?token=${unsubscribeToken(subscriberId)}`;

export const chooseTownUrl = (subscriberId: string) =>
  `${env().SITE_URL}/newsletter/town?token=${unsubscribeToken(subscriberId)}`;

/** RFC 8058: a one-click POST to the https link; mail clients show their own unsubscribe button. */
export const listUnsubscribeHeaders = (subscriberId: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl(subscriberId)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
