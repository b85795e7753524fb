// Issue 43, items 6 and 7 (ADR 057): a mailed link's GET opens a page and changes nothing, so a mail
// scanner's prefetch cannot confirm a claim or a subscription, nor unsubscribe anyone; the page's
// button confirms with a same-site POST (a plain form: it works without JavaScript). And the town of
// an unconfirmed subscriber is the one its confirmation link was mailed for, whoever signs the
// address up again afterwards.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessClaims, emailVerifications, newsletterSubscribers } from "../../db/schema.ts";
import claimFn from "../../functions/grocery-stores-claim.ts";
import verifyFn from "../../functions/claims-verify.ts";
import confirmFn from "../../functions/newsletter-confirm.ts";
import subscribeFn from "../../functions/newsletter-subscribe.ts";
import unsubscribeFn from "../../functions/newsletter-unsubscribe.ts";
import areaFn from "../../functions/newsletter-area.ts";
import { callFunction, SITE_ORIGIN } from "../helpers/call-function.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ outbox: true });
let networks = 0;
let storeId: string;
let mankato: { id: number; slug: string };
let duluth: { id: number; slug: string };

type Fn = typeof confirmFn;

beforeAll(async () => {
  mankato = await insertCity(testDb.db, { name: "Mankato", state: "MN", slug: "mankato-mn" });
  duluth = await insertCity(testDb.db, { name: "Duluth", state: "MN", slug: "duluth-mn" });
  storeId = (await insertStore(testDb.db, mankato.id)).id;
});

/** What a mail scanner (or the person) gets from following the link. */
async function open(fn: Fn, link: string) {
  const response = await fn(new Request(link), { params: {} } as never);
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
}

/** The page's button: a form post to the link itself, from the site's own page. */
async function press(fn: Fn, link: string, headers: Record<string, string> = { origin: SITE_ORIGIN }) {
  const request = new Request(link, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "",
  });
  const response = await fn(request, { params: {} } as never);
  return { status: response.status, location: response.headers.get("location") };
}

const signUp = (email: string, area: Record<string, string> = {}) =>
  callFunction(subscribeFn, "/api/newsletter/subscribe", {
    method: "POST",
    body: { email, ...area },
    ip: `10.${++networks}.43.7`,
  });

const subscriber = async (email: string) =>
  (await testDb.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]!;

/** The link in the nth mail (oldest first) to the address that has one. */
async function mailedLink(to: string, part: string, nth = 0): Promise<string> {
  const mails = (await readOutbox(testDb.outbox))
    .filter((m) => m.to === to && m.links.some((l) => l.includes(part)))
    .sort((a, b) => a.file.localeCompare(b.file));
  const mail = mails[nth];
  if (!mail) throw new Error(`no mail ${nth} to ${to} with ${part}`);
  return mail.links.find((l) => l.includes(part))!;
}

/** Lets the next sign-up of the address mail a new link (one mail per 10 minutes). */
const ageLinks = (email: string) =>
  testDb.db
    .update(emailVerifications)
    .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
    .where(eq(emailVerifications.email, email));

describe(`mailed links on ${engine}`, () => {
  it("opens a confirmation page for the newsletter link and confirms only when its button is pressed", async () => {
    await signUp("prefetched@example.com", { citySlug: mankato.slug });
    const link = await mailedLink("prefetched@example.com", "/api/newsletter/confirm?token=");

    // The scanner's GET, twice: a page with a form posting back to the link, and nothing changed.
    for (let i = 0; i < 2; i++) {
      const page = await open(confirmFn, link);
      expect(page.status).toBe(200);
      expect(page.type).toMatch(/^text\/html/);
      expect(page.body).toMatch(/<form[^>]*method="post"/);
      expect(page.body).toContain("Confirm my subscription");
    }
    expect(await subscriber("prefetched@example.com")).toMatchObject({ status: "pending" });

    expect(await press(confirmFn, link)).toEqual({
      status: 303,
      location: expect.stringMatching(/\/newsletter\/confirmed$/),
    });
    expect(await subscriber("prefetched@example.com")).toMatchObject({ status: "confirmed", cityId: mankato.id });
    // Spent: the GET says so at once, and the button does too.
    expect(await open(confirmFn, link)).toMatchObject({ status: 303 });
    expect((await press(confirmFn, link)).location).toMatch(/\/newsletter\/link-expired$/);
  });

  it("opens a confirmation page for the claim link and verifies the claim only when its button is pressed", async () => {
    const submitted = await callFunction(claimFn, `/api/grocery-stores/${storeId}/claim`, {
      method: "POST",
      params: { id: storeId },
      ip: `10.${++networks}.43.8`,
      body: {
        ownerName: "Dana Miller",
        ownerEmail: "prefetch-owner@example.com",
        businessRole: "Owner",
        ownerDescription: "Family grocery since 1952.",
      },
    });
    expect(submitted.status).toBe(201);
    const link = await mailedLink("prefetch-owner@example.com", "/api/claims/verify?token=");
    const claim = async () =>
      (
        await testDb.db.select().from(businessClaims).where(eq(businessClaims.ownerEmail, "prefetch-owner@example.com"))
      )[0]!;

    const page = await open(verifyFn, link);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect(page.body).toContain("Confirm my claim");
    expect(await claim()).toMatchObject({ status: "unverified", emailVerifiedAt: null });

    // Another site's page cannot press it for the person.
    expect((await press(verifyFn, link, { origin: "https://evil.example" })).status).toBe(403);
    expect(await claim()).toMatchObject({ status: "unverified" });

    expect(await press(verifyFn, link)).toEqual({
      status: 303,
      location: expect.stringMatching(/\/claim-business\/verified$/),
    });
    expect(await claim()).toMatchObject({ status: "pending" });
  });

  it("opens an unsubscribe page for the mail's link; its button, or a mail client's one-click POST, unsubscribes", async () => {
    await signUp("leaving@example.com");
    await press(confirmFn, await mailedLink("leaving@example.com", "/api/newsletter/confirm?token="));
    const link = await mailedLink("leaving@example.com", "/api/newsletter/unsubscribe?token=");

    const page = await open(unsubscribeFn, link);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<form[^>]*method="post"/);
    expect(await subscriber("leaving@example.com")).toMatchObject({ status: "confirmed" });

    // The page's own button lands on the page that says it is done.
    expect(await press(unsubscribeFn, link)).toEqual({
      status: 303,
      location: expect.stringMatching(/\/newsletter\/unsubscribed$/),
    });
    expect(await subscriber("leaving@example.com")).toMatchObject({ status: "unsubscribed" });

    // RFC 8058: the mail provider's server posts without an Origin and gets a plain answer.
    const oneClick = await unsubscribeFn(
      new Request(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      { params: {} } as never,
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ ok: true });
  });

  it("sends a link that is not valid any more to the page that says so, without a button", async () => {
    const spent = `${SITE_ORIGIN}/api/newsletter/confirm?token=spent-or-never-issued-token`;
    const answer = await confirmFn(new Request(spent), { params: {} } as never);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/\/newsletter\/link-expired$/);
    const claim = await verifyFn(new Request(`${SITE_ORIGIN}/api/claims/verify?token=nope`), { params: {} } as never);
    expect(claim.headers.get("location")).toMatch(/\/claim-business\/link-expired$/);
    const forged = await unsubscribeFn(new Request(`${SITE_ORIGIN}/api/newsletter/unsubscribe?token=a.b`), {
      params: {},
    } as never);
    expect(forged.headers.get("location")).toMatch(/\/newsletter\/link-expired$/);
  });

  it("confirms the town the link was mailed for, not one a stranger chose by signing the address up again", async () => {
    await signUp("victim@example.com", { citySlug: mankato.slug });
    const own = await mailedLink("victim@example.com", "/api/newsletter/confirm?token=");
    // A stranger signs the same address up for another town, at once and after the resend pause.
    await signUp("victim@example.com", { citySlug: duluth.slug });
    await ageLinks("victim@example.com");
    await signUp("victim@example.com", { citySlug: duluth.slug });
    const strangers = await mailedLink("victim@example.com", "/api/newsletter/confirm?token=", 1);
    expect(strangers).not.toBe(own);

    await press(confirmFn, own);
    expect(await subscriber("victim@example.com")).toMatchObject({ status: "confirmed", cityId: mankato.id });
    // The other mail's link, mailed to the same inbox, was not followed: it changes nothing later either.
    expect((await press(confirmFn, strangers)).location).toMatch(/\/newsletter\/link-expired$/);
    expect(await subscriber("victim@example.com")).toMatchObject({ cityId: mankato.id });
  });

  it("lets the real subscriber correct the town: a newer link for another town, or the town page once confirmed", async () => {
    await signUp("mover@example.com", { citySlug: mankato.slug });
    await ageLinks("mover@example.com");
    await signUp("mover@example.com", { state: "MN" });
    const newer = await mailedLink("mover@example.com", "/api/newsletter/confirm?token=", 1);
    // The confirmation mail carries the town page's link; before confirming, the link's area stands.
    const townToken = new URL(await mailedLink("mover@example.com", "/newsletter/town?token=")).searchParams.get(
      "token",
    );
    const early = await callFunction(areaFn, "/api/newsletter/area", {
      method: "POST",
      body: { token: townToken, citySlug: duluth.slug },
    });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      "Please confirm your subscription first, with the button in the e-mail we sent you. Then you can choose your town here.",
    );
    await press(confirmFn, newer);
    expect(await subscriber("mover@example.com")).toMatchObject({ status: "confirmed", cityId: null, state: "MN" });

    const changed = await callFunction(areaFn, "/api/newsletter/area", {
      method: "POST",
      body: { token: townToken, citySlug: duluth.slug },
    });
    expect(changed.status).toBe(200);
    expect(await subscriber("mover@example.com")).toMatchObject({ cityId: duluth.id });
  });
});
