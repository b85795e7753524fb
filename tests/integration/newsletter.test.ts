// Newsletter double opt-in through the outbox: confirm, unsubscribe, repeat sign-ups, bad input.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema.ts";
import confirm from "../../functions/newsletter-confirm.ts";
import subscribeFn from "../../functions/newsletter-subscribe.ts";
import unsubscribeFn from "../../functions/newsletter-unsubscribe.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { callFunction, SITE_ORIGIN } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true });
let networks = 0;

const signUp = (email: unknown) =>
  callFunction(subscribeFn, "/api/newsletter/subscribe", {
    method: "POST",
    body: { email },
    ip: `10.${++networks}.0.5`,
  });

/** Presses the button on the page the mailed link opens (ADR 057): a form post from the site's page. */
async function follow(fn: typeof confirm, link: string) {
  const response = await fn(new Request(link, { method: "POST", headers: { origin: SITE_ORIGIN } }), {
    params: {},
  } as never);
  return { status: response.status, location: response.headers.get("location") };
}

const subscriber = async (email: string) =>
  (await testDb.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

describe(`newsletter on ${engine}`, () => {
  it("sends a confirmation link, then confirms the normalised address when it is followed", async () => {
    const response = await signUp("  Reader@Example.COM ");
    expect(response.status).toBe(200);
    expect(response.body.message).toBe("Check your inbox to confirm your subscription.");
    expect(await subscriber("reader@example.com")).toMatchObject({ status: "pending" });

    const [mail] = await readOutbox(testDb.outbox);
    expect(mail).toMatchObject({
      to: "reader@example.com",
      subject: "Confirm your subscription to Small Town Grocers",
    });
    const confirmLink = mail!.links.find((l) => l.includes("/api/newsletter/confirm"))!;
    expect(await follow(confirm, confirmLink)).toMatchObject({
      status: 303,
      location: expect.stringContaining("/newsletter/confirmed"),
    });
    expect(await subscriber("reader@example.com")).toMatchObject({ status: "confirmed" });
    // A used link does not work twice.
    expect((await follow(confirm, confirmLink)).location).toContain("/newsletter/link-expired");
  });

  it("is harmless to sign up twice: no second mail within 10 minutes, confirmed stays confirmed", async () => {
    await signUp("twice@example.com");
    await signUp("twice@example.com");
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === "twice@example.com");
    expect(mails).toHaveLength(1);
    const again = await signUp("reader@example.com");
    expect(again.body.message).toBe("Check your inbox to confirm your subscription.");
    expect(await subscriber("reader@example.com")).toMatchObject({ status: "confirmed" });
  });

  it("carries a working unsubscribe link and header in the mail", async () => {
    await signUp("leaver@example.com");
    const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === "leaver@example.com")!;
    const link = mail.links.find((l) => l.includes("/api/newsletter/unsubscribe"))!;
    expect(mail.listUnsubscribe).toBe(`<${link}>`);
    expect(await follow(unsubscribeFn, link)).toMatchObject({
      location: expect.stringContaining("/newsletter/unsubscribed"),
    });
    expect(await subscriber("leaver@example.com")).toMatchObject({ status: "unsubscribed" });
    const forged = link.replace(/\.[\w-]+$/, ".forgedsignatureforgedsignature00");
    expect((await follow(unsubscribeFn, forged)).location).toContain("/newsletter/link-expired");
  });

  it.each([
    ["", "Please enter your email address."],
    ["   ", "Please enter your email address."],
    ["not-an-email", "Please enter a valid email address."],
    [`${"x".repeat(250)}@example.com`, "That email address is too long."],
    [42, "Please enter your email address."],
  ])("refuses %j with a 422 and a clear message", async (email, message) => {
    const response = await signUp(email);
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe(message);
  });

  it("answers a bad confirmation token with the expired-link page, not an error", async () => {
    for (const token of ["", "short", "x".repeat(500), "'; drop table newsletter_subscribers; --"]) {
      const response = await follow(
        confirm,
        `http://127.0.0.1:8888/api/newsletter/confirm?token=${encodeURIComponent(token)}`,
      );
      expect(response.location).toContain("/newsletter/link-expired");
    }
  });
});
