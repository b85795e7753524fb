// Every cookie the product sets, with its purpose and lifetime, for the privacy page (issue #49).
// Names and lifetimes come from the code that sets them, so the page cannot fall behind it; a test
// (cookie-list.test.ts) fails when a function sets a cookie this list does not name.
import { ADMIN_COOKIE, ADMIN_SESSION_HOURS } from "../admin/session.server.ts";
import { DEVICE_COOKIE, ONE_YEAR_SECONDS } from "../votes/device.server.ts";
import { EMAIL_SESSION_COOKIE, SESSION_MINUTES } from "../owners/email-proof.server.ts";

export interface CookieEntry {
  name: string;
  purpose: string;
  lifetime: string;
}

export const COOKIES: readonly CookieEntry[] = [
  {
    name: DEVICE_COOKIE,
    purpose:
      "A random number for this browser, set when you first vote for a store, answer whether a store is open, claim one or start a boost checkout. It lets us count one vote and one answer per store per browser and limit how many claims and checkouts one browser holds at once. It says nothing about who you are.",
    lifetime: `${Math.round(ONE_YEAR_SECONDS / 86_400 / 365)} year`,
  },
  {
    name: EMAIL_SESSION_COOKIE,
    purpose:
      "Set once you prove an e-mail address with the code or link we mailed you (to manage a boost subscription, or as a store's owner to edit its listing or circulars), so you can act for that address without a new code each time.",
    lifetime: `${SESSION_MINUTES} minutes`,
  },
  {
    name: ADMIN_COOKIE,
    purpose: "Keeps a Small Town Grocers administrator signed in to the admin area.",
    lifetime: `${ADMIN_SESSION_HOURS} hours`,
  },
];
