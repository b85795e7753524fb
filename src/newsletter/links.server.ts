// The links every newsletter mail carries, from the subscriber's permanent signed token: one-click
// unsubscribe (also the RFC 8058 header) and the page where they choose their town.
import { env } from "../platform/env.server.ts";
import { unsubscribeToken } from "./unsubscribe-token.server.ts";

/** The links for a token already signed (the digest signs each subscriber's once). */
export const unsubscribeUrlWithToken = (token: string) => `${env().SITE_URL}/api/newsletter/unsubscribe?token=${token}`;
export const chooseTownUrlWithToken = (token: string) => `${env().SITE_URL}/newsletter/town?token=${token}`;

export const unsubscribeUrl = (subscriberId: string) => unsubscribeUrlWithToken(unsubscribeToken(subscriberId));

export const chooseTownUrl = (subscriberId: string) => chooseTownUrlWithToken(unsubscribeToken(subscriberId));

/** RFC 8058: a one-click POST to the https link; mail clients show their own unsubscribe button. */
export const listUnsubscribeHeadersFor = (unsubscribeLink: string) => ({
  "List-Unsubscribe": `<${unsubscribeLink}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

export const listUnsubscribeHeaders = (subscriberId: string) => listUnsubscribeHeadersFor(unsubscribeUrl(subscriberId));
