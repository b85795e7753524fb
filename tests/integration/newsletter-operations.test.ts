// Running the weekly digest (ADR 039): the admin's Newsletter endpoints, the scheduled tick, the
// one-time town prompt, bounce and complaint suppression through Postmark's webhook with recorded
// payloads, and the owner's reach count.
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, type City } from "../../db/schema.ts";
import overviewFn from "../../functions/admin-newsletter.ts";
import previewFn from "../../functions/admin-newsletter-preview.ts";
import sendFn from "../../functions/admin-newsletter-send.ts";
import reachFn from "../../functions/circulars-reach.ts";
import mailEventsFn from "../../functions/newsletter-mail-events.ts";
import scheduledFn, { config as scheduledConfig } from "../../functions/newsletter-weekly-digest.ts";
import { resetEnv } from "../../src/platform/env.server.ts";
import { TOWN_PROMPT_SUBJECT } from "../../src/newsletter/ask-for-town.server.ts";
import { newsletterTick } from "../../src/newsletter/digest/newsletter-tick.server.ts";
import { adminCookie } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { makeVerifiedOwner, ownerCookie } from "../helpers/circulars.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCircular, insertCity, insertStore, insertSubscriber, subscriberByEmail } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
const WEBHOOK_SECRET = "postmark-webhook-secret-for-tests";
const fixture = (name: string) => readFileSync(new URL(`../fixtures/postmark/${name}.json`, import.meta.url), "utf8");

let town: City;
let boostedStoreId: string;
let admin: string;

const postEvent = (body: string, password: string | null = WEBHOOK_SECRET) =>
  callFunction(mailEventsFn, "/api/newsletter/mail-events", {
    method: "POST",
    origin: null,
    body,
    headers:
      password === null ? {} : { authorization: `Basic ${Buffer.from(`postmark:${password}`).toString("base64")}` },
  });

beforeAll(async () => {
  process.env.MAIL_WEBHOOK_SECRET = WEBHOOK_SECRET;
  resetEnv();
  town = await insertCity(testDb.db, { name: "Opsville", state: "WI" });
  const boosted = await insertStore(testDb.db, town.id, { name: "Opsville Co-op", isBoosted: true });
  boostedStoreId = boosted.id;
  await insertCircular(testDb.db, boosted.id, { text: "cheese curds" });
  admin = await adminCookie();
  return () => {
    delete process.env.MAIL_WEBHOOK_SECRET;
    resetEnv();
  };
});

describe(`newsletter operations on ${engine}`, () => {
  it("keeps every Newsletter endpoint to the admin", async () => {
    expect((await callFunction(overviewFn, "/api/admin/newsletter")).status).toBe(401);
    expect((await callFunction(sendFn, "/api/admin/newsletter/send", { method: "POST" })).status).toBe(401);
    expect((await callFunction(previewFn, `/api/admin/newsletter/preview?citySlug=${town.slug}`)).status).toBe(401);
  });

  it("previews any town's next digest, as JSON and as the HTML e-mail, and says when there is nothing", async () => {
    const preview = await callFunction(previewFn, `/api/admin/newsletter/preview?citySlug=${town.slug}`, {
      headers: { cookie: admin },
    });
    expect(preview.body).toMatchObject({ empty: false, subject: "This week in Opsville, WI: 1 weekly circular" });
    expect(preview.body.text).toContain("Opsville Co-op");
    const html = await previewFn(
      new Request(new URL(preview.body.htmlUrl, "http://127.0.0.1:8888"), { headers: { cookie: admin } }),
      { params: {}, cookies: { get: () => admin.split("=")[1] } } as never,
    );
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.headers.get("content-security-policy")).toContain("style-src 'unsafe-inline'");
    expect(await html.text()).toContain("<h1");

    const quiet = await insertCity(testDb.db, { name: "Silent Hill", state: "WI" });
    const empty = await callFunction(previewFn, `/api/admin/newsletter/preview?citySlug=${quiet.slug}`, {
      headers: { cookie: admin },
    });
    expect(empty.body).toEqual({ empty: true, areaLabel: "Silent Hill, WI" });
    const state = await callFunction(previewFn, "/api/admin/newsletter/preview?state=WI", {
      headers: { cookie: admin },
    });
    expect(state.body.subject).toBe("This week in all of Wisconsin: 1 weekly circular");
    const unknown = await callFunction(previewFn, "/api/admin/newsletter/preview?citySlug=nowhere-zz", {
      headers: { cookie: admin },
    });
    expect(unknown.status).toBe(422);
  });

  it("sends this week's digest from the admin button, shows the outcome, and sends nothing on a second press", async () => {
    await insertSubscriber(testDb.db, "ops-reader@example.com", { cityId: town.id });
    await insertSubscriber(testDb.db, "ops-state@example.com", { state: "WI" });
    await insertSubscriber(testDb.db, "ops-elsewhere@example.com", { state: "AK" });
    const first = await callFunction(sendFn, "/api/admin/newsletter/send", {
      method: "POST",
      headers: { cookie: admin },
    });
    expect(first.body).toMatchObject({ sent: 2, skipped: 1, failed: 0, done: true });
    const second = await callFunction(sendFn, "/api/admin/newsletter/send", {
      method: "POST",
      headers: { cookie: admin },
    });
    expect(second.body).toMatchObject({ sent: 0, skipped: 0, done: true });

    const overview = await callFunction(overviewFn, "/api/admin/newsletter", { headers: { cookie: admin } });
    expect(overview.body.lastDigest).toEqual({ week: first.body.week, sent: 2, skipped: 1, failed: 0, sending: 0 });
    expect(overview.body.areas).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ citySlug: town.slug, label: "Opsville, WI", confirmed: 1 }),
        expect.objectContaining({ citySlug: null, state: "WI", label: "all of Wisconsin", confirmed: 1 }),
      ]),
    );
  });

  it("is scheduled every 10 minutes, and the tick sends the digest only once it is due", async () => {
    expect(scheduledConfig).toEqual({ schedule: "*/10 * * * *" });
    await testDb.db.delete(newsletterSubscribers);
    await rm(testDb.outbox, { recursive: true, force: true });
    await insertSubscriber(testDb.db, "tick@example.com", { cityId: town.id });
    // Monday of next week: not due, nothing sent.
    const monday = new Date(Date.now() + 7 * 86_400_000);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(await newsletterTick(testDb.db, { now: monday })).toEqual({ asked: 0, digest: null });
    // The scheduled function itself, whatever today is: a 204, and mail only if the digest is due.
    expect((await scheduledFn()).status).toBe(204);
  });

  it("asks subscribers without a town to choose one, once", async () => {
    await testDb.db.delete(newsletterSubscribers);
    await rm(testDb.outbox, { recursive: true, force: true });
    await insertSubscriber(testDb.db, "old-timer@example.com");
    await insertSubscriber(testDb.db, "has-town@example.com", { cityId: town.id });
    await insertSubscriber(testDb.db, "waiting-old@example.com", { status: "pending", confirmedAt: null });
    const monday = new Date("2030-01-07T10:00:00Z");
    expect((await newsletterTick(testDb.db, { now: monday })).asked).toBe(1);
    expect((await newsletterTick(testDb.db, { now: monday })).asked).toBe(0);
    const mails = await readOutbox(testDb.outbox);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([["old-timer@example.com", TOWN_PROMPT_SUBJECT]]);
    expect(mails[0]!.links.some((l) => l.includes("/newsletter/town?token="))).toBe(true);
    expect(mails[0]!.listUnsubscribe).toMatch(/^<http:\/\/127\.0\.0\.1:8888\/api\/newsletter\/unsubscribe\?token=/);
  });

  it("suppresses a hard bounce and a spam complaint from Postmark's recorded payloads, and ignores a soft bounce", async () => {
    await testDb.db.delete(newsletterSubscribers);
    await insertSubscriber(testDb.db, "bounced.reader@example.com", { cityId: town.id });
    await insertSubscriber(testDb.db, "complainer@example.com", { cityId: town.id });
    await insertSubscriber(testDb.db, "full-mailbox@example.com", { cityId: town.id });

    expect((await postEvent(fixture("hard-bounce"))).body).toEqual({ suppressed: true });
    expect((await postEvent(fixture("spam-complaint"))).body).toEqual({ suppressed: true });
    expect((await postEvent(fixture("soft-bounce"))).body).toEqual({ suppressed: false });
    expect(await subscriberByEmail(testDb.db, "bounced.reader@example.com")).toMatchObject({
      suppressionReason: "HardBounce",
    });
    expect(await subscriberByEmail(testDb.db, "complainer@example.com")).toMatchObject({
      suppressionReason: "SpamComplaint",
    });
    expect((await subscriberByEmail(testDb.db, "full-mailbox@example.com")).suppressedAt).toBeNull();

    const sent: string[] = [];
    const { runWeeklyDigest } = await import("../../src/newsletter/digest/run.server.ts");
    await runWeeklyDigest(testDb.db, {
      send: async (mail) => void sent.push(mail.to),
    });
    expect(sent).toEqual(["full-mailbox@example.com"]);
  });

  it.each([
    ["no credentials", null, 401],
    ["a wrong secret", "guess", 401],
  ])("refuses a mail event with %s", async (_case, password, status) => {
    const response = await postEvent(fixture("hard-bounce"), password);
    expect(response.status).toBe(status);
  });

  it("refuses a malformed mail event with a 4xx, never a 500", async () => {
    expect((await postEvent("{not json")).status).toBe(400);
    expect((await postEvent(JSON.stringify({ Email: "a@example.com" }))).status).toBe(422);
    // A record it cannot act on is acknowledged, never refused (issue #43): the provider would retry it.
    expect(await postEvent(JSON.stringify({ RecordType: "Bounce" }))).toMatchObject({
      status: 200,
      body: { suppressed: false },
    });
  });

  it("shows the store's owner the reach of the town's next digest, as a count", async () => {
    await testDb.db.delete(newsletterSubscribers);
    await insertSubscriber(testDb.db, "r1@example.com", { cityId: town.id });
    await insertSubscriber(testDb.db, "r2@example.com", { state: "WI" });
    await insertSubscriber(testDb.db, "r3@example.com", { state: "MN" });
    await insertSubscriber(testDb.db, "r4@example.com", { cityId: town.id, status: "pending", confirmedAt: null });
    await insertSubscriber(testDb.db, "r5@example.com", { cityId: town.id, suppressedAt: new Date() });
    const path = `/api/circulars/reach/${boostedStoreId}`;
    expect((await callFunction(reachFn, path, { params: { id: boostedStoreId } })).status).toBe(401);
    await makeVerifiedOwner(testDb.db, boostedStoreId, "owner-opsville-co-op@example.com");
    const cookie = await ownerCookie(testDb.db, "owner-opsville-co-op@example.com");
    const reach = await callFunction(reachFn, path, { params: { id: boostedStoreId }, headers: { cookie } });
    expect(reach.body).toEqual({ subscribers: 2, town: "Opsville, WI" });
  });
});
