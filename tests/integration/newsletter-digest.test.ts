// The weekly digest end to end through the outbox (ADR 039): town choice on sign-up and from the
// mail's link, what a digest holds and leaves out, one mail per subscriber and week however many
// runs, resuming after a stop or a crash, and one-click unsubscribe from the digest's header.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newsletterDigestSends, newsletterSubscribers, circulars, type City } from "../../db/schema.ts";
import areaFn from "../../functions/newsletter-area.ts";
import subscribeFn from "../../functions/newsletter-subscribe.ts";
import unsubscribeFn from "../../functions/newsletter-unsubscribe.ts";
import { sendMail, type Mail } from "../../src/platform/send-mail.server.ts";
import { runWeeklyDigest } from "../../src/newsletter/digest/run.server.ts";
import { verifyUnsubscribeToken } from "../../src/newsletter/unsubscribe-token.server.ts";
import { isoWeek } from "../../src/newsletter/digest/week.server.ts";
import { callFunction } from "../helpers/call-function.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCircular, insertCity, insertStore, insertSubscriber, subscriberByEmail } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { rm } from "node:fs/promises";

const testDb = useFunctionTestEnv({ outbox: true });
const DAY = 86_400_000;
const longAgo = () => new Date(Date.now() - 200 * DAY);
let networks = 0;

let town: City;
let quietTown: City;
let otherTown: City;
let circularId: string;

const sendsOf = (subscriberId: string) =>
  testDb.db.select().from(newsletterDigestSends).where(eq(newsletterDigestSends.subscriberId, subscriberId));

async function clearOutbox() {
  await rm(testDb.outbox, { recursive: true, force: true });
}

beforeAll(async () => {
  const db = testDb.db;
  town = await insertCity(db, { name: "Digestville", state: "MN" });
  quietTown = await insertCity(db, { name: "Quiet Falls", state: "MN" });
  otherTown = await insertCity(db, { name: "Elsewhere", state: "IA" });
  const boosted = await insertStore(db, town.id, { name: "Main Street Market", isBoosted: true, createdAt: longAgo() });
  await insertStore(db, town.id, { name: "Brand New Grocer", createdAt: new Date(Date.now() - 2 * DAY) });
  await insertStore(db, town.id, { name: "Old Corner Store", createdAt: longAgo() });
  // Listed through the form and still waiting for review: not on the site, so not in the mail.
  await insertStore(db, town.id, { name: "Pending Pantry", reviewStatus: "pending", createdAt: new Date() });
  await insertStore(db, quietTown.id, { name: "Quiet Mercantile", createdAt: longAgo() });
  await insertStore(db, otherTown.id, { name: "Iowa Newcomer", createdAt: new Date() });
  await insertCircular(db, boosted.id, { text: "apples" });
  // Expired last week: not this week's news.
  await insertCircular(db, boosted.id, { text: "old pears", start: -14, end: -8 });
  const [current] = await db.select().from(circulars).where(eq(circulars.extractedText, "apples"));
  circularId = current!.id;
  await db
    .update(circulars)
    .set({ thumbnailKey: `${boosted.id}/thumb.png` })
    .where(eq(circulars.id, circularId));
});

describe(`weekly digest on ${engine}`, () => {
  it("subscribes to the town of the page the form is on, and says so in the confirmation mail", async () => {
    const response = await callFunction(subscribeFn, "/api/newsletter/subscribe", {
      method: "POST",
      body: { email: "towny@example.com", citySlug: town.slug },
      ip: `198.51.100.${++networks}`,
    });
    expect(response.status).toBe(200);
    expect(await subscriberByEmail(testDb.db, "towny@example.com")).toMatchObject({ cityId: town.id, state: null });
    const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === "towny@example.com")!;
    expect(mail.text).toContain("the weekly digest for Digestville, MN");

    await callFunction(subscribeFn, "/api/newsletter/subscribe", {
      method: "POST",
      body: { email: "statewide@example.com", state: "mn" },
      ip: `198.51.100.${++networks}`,
    });
    expect(await subscriberByEmail(testDb.db, "statewide@example.com")).toMatchObject({ cityId: null, state: "MN" });
  });

  it.each([
    [{ citySlug: "nowhere-zz" }, "That town is not on the site."],
    [{ state: "XX" }, "Please choose a US state."],
    [{ citySlug: "digestville-mn", state: "MN" }, "Choose either a town or a whole state, not both."],
  ])("refuses the area %j with a 422", async (area, message) => {
    const response = await callFunction(subscribeFn, "/api/newsletter/subscribe", {
      method: "POST",
      body: { email: "bad-area@example.com", ...area },
      ip: `198.51.100.${++networks}`,
    });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe(message);
  });

  it("never moves a confirmed subscriber from a form; the link in their mail does", async () => {
    const settled = await insertSubscriber(testDb.db, "settled@example.com", { cityId: town.id });
    await callFunction(subscribeFn, "/api/newsletter/subscribe", {
      method: "POST",
      body: { email: "settled@example.com", citySlug: otherTown.slug },
      ip: `198.51.100.${++networks}`,
    });
    expect(await subscriberByEmail(testDb.db, "settled@example.com")).toMatchObject({ cityId: town.id });
    const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === "settled@example.com")!;
    const link = new URL(mail.links.find((l) => l.includes("/newsletter/town?token="))!);
    const token = link.searchParams.get("token")!;

    const read = await callFunction(areaFn, `/api/newsletter/area?token=${encodeURIComponent(token)}`);
    expect(read.body).toEqual({ citySlug: town.slug, state: "MN", label: "Digestville, MN" });
    const changed = await callFunction(areaFn, "/api/newsletter/area", {
      method: "POST",
      body: { token, citySlug: otherTown.slug },
    });
    expect(changed.body).toEqual({ citySlug: otherTown.slug, state: "IA", label: "Elsewhere, IA" });
    expect(await subscriberByEmail(testDb.db, "settled@example.com")).toMatchObject({ cityId: otherTown.id });
    const forged = await callFunction(areaFn, "/api/newsletter/area", {
      method: "POST",
      body: { token: `${settled.id}.forgedforgedforgedforgedforged00`, state: "MN" },
    });
    expect(forged.status).toBe(404);
    await testDb.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, settled.id));
  });

  it("mails each confirmed subscriber their area's digest, and nothing where nothing is new", async () => {
    await testDb.db.delete(newsletterSubscribers);
    await clearOutbox();
    const reader = await insertSubscriber(testDb.db, "reader@example.com", { cityId: town.id });
    const stateReader = await insertSubscriber(testDb.db, "state@example.com", { state: "MN" });
    const quiet = await insertSubscriber(testDb.db, "quiet@example.com", { cityId: quietTown.id });
    await insertSubscriber(testDb.db, "waiting@example.com", { cityId: town.id, status: "pending", confirmedAt: null });
    await insertSubscriber(testDb.db, "gone@example.com", { cityId: town.id, status: "unsubscribed" });
    await insertSubscriber(testDb.db, "bounced@example.com", {
      cityId: town.id,
      suppressedAt: new Date(),
      suppressionReason: "HardBounce",
    });
    await insertSubscriber(testDb.db, "no-town@example.com");

    const result = await runWeeklyDigest(testDb.db);
    expect(result).toMatchObject({ week: isoWeek(new Date()), sent: 2, skipped: 1, failed: 0, done: true });
    const mails = await readOutbox(testDb.outbox);
    expect(mails.map((m) => m.to).sort()).toEqual(["reader@example.com", "state@example.com"]);
    expect(await sendsOf(quiet.id)).toMatchObject([{ status: "skipped" }]);

    const mail = mails.find((m) => m.to === "reader@example.com")!;
    expect(mail.subject).toBe("This week in Digestville, MN: 1 weekly circular, 1 new store");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Main Street Market");
      expect(part).toContain("Brand New Grocer");
      expect(part).not.toContain("Old Corner Store");
      expect(part).not.toContain("Pending Pantry");
      expect(part).not.toContain("Iowa Newcomer");
      expect(part).toContain("postal address not configured");
    }
    expect(mail.text).toContain(`http://127.0.0.1:8888/grocery-stores/${town.slug}/main-street-market`);
    expect(mail.html).toContain(`src="http://127.0.0.1:8888/api/circulars/${circularId}/thumbnail"`);
    expect(mail.html).toMatch(
      /<img [^>]*alt="First page of Main Street Market's circular, [A-Z][a-z]{2} \d+ - [A-Z][a-z]{2} \d+"/,
    );
    // RFC 8058: the header names the same signed link the body shows, and asks for one-click POST.
    const unsubscribe = mail.links.find((l) => l.includes("/api/newsletter/unsubscribe?token="))!;
    expect(mail.listUnsubscribe).toBe(`<${unsubscribe}>`);
    expect(mail.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain(">Unsubscribe</a>");

    // The state digest covers Quiet Falls and Digestville, not Iowa.
    const state = mails.find((m) => m.to === "state@example.com")!;
    expect(state.subject).toBe("This week in all of Minnesota: 1 weekly circular, 1 new store");
    expect(state.text).not.toContain("Iowa Newcomer");
    expect(await sendsOf(reader.id)).toMatchObject([{ status: "sent", cityId: town.id }]);
    expect(await sendsOf(stateReader.id)).toMatchObject([{ status: "sent", state: "MN" }]);
  });

  it("sends nothing the second time in the same week", async () => {
    const again = await runWeeklyDigest(testDb.db);
    expect(again).toMatchObject({ sent: 0, skipped: 0, failed: 0, done: true });
    expect(await readOutbox(testDb.outbox)).toHaveLength(2);
    // The next week is a new digest.
    const nextWeek = await runWeeklyDigest(testDb.db, { now: new Date(Date.now() + 7 * DAY), send: async () => {} });
    expect(nextWeek.week).not.toBe(again.week);
  });

  it("resumes where a stopped run left off, mailing every subscriber exactly once", async () => {
    await testDb.db.delete(newsletterSubscribers);
    await clearOutbox();
    for (let i = 0; i < 7; i++) await insertSubscriber(testDb.db, `resume-${i}@example.com`, { cityId: town.id });
    let sends = 0;
    // Batches of three, and the clock runs out once the first batch is sent.
    const stopAfterThree = {
      batchSize: 3,
      send: async (mail: Mail) => {
        await sendMail(mail);
        sends++;
      },
      get deadline() {
        return sends >= 3 ? 0 : undefined;
      },
    };
    const first = await runWeeklyDigest(testDb.db, stopAfterThree);
    expect(first).toMatchObject({ sent: 3, done: false });
    const second = await runWeeklyDigest(testDb.db);
    expect(second).toMatchObject({ sent: 4, done: true });
    const recipients = (await readOutbox(testDb.outbox)).map((m) => m.to).sort();
    expect(recipients).toEqual([...Array(7).keys()].map((i) => `resume-${i}@example.com`).sort());
  });

  it("after a crash mid-send, never mails the interrupted subscriber twice and finishes the rest", async () => {
    await testDb.db.delete(newsletterSubscribers);
    await clearOutbox();
    const interrupted = await insertSubscriber(testDb.db, "interrupted@example.com", { cityId: town.id });
    await insertSubscriber(testDb.db, "after-crash@example.com", { cityId: town.id });
    // What a process killed between claiming and finishing leaves behind.
    await testDb.db.insert(newsletterDigestSends).values({
      subscriberId: interrupted.id,
      week: isoWeek(new Date()),
      status: "sending",
      cityId: town.id,
      createdAt: new Date(Date.now() - 30 * 60_000),
    });
    const result = await runWeeklyDigest(testDb.db);
    expect(result).toMatchObject({ sent: 1, interrupted: 1, done: true });
    expect((await readOutbox(testDb.outbox)).map((m) => m.to)).toEqual(["after-crash@example.com"]);
    expect(await sendsOf(interrupted.id)).toMatchObject([{ status: "failed", error: "interrupted while sending" }]);
  });

  it("renders a town's digest once but gives every subscriber their own signed links", async () => {
    await testDb.db.delete(newsletterSubscribers);
    await clearOutbox();
    const readers = await Promise.all(
      [0, 1, 2].map((i) => insertSubscriber(testDb.db, `own-link-${i}@example.com`, { cityId: town.id })),
    );
    expect(await runWeeklyDigest(testDb.db)).toMatchObject({ sent: 3, done: true });
    const mails = await readOutbox(testDb.outbox);
    expect(mails).toHaveLength(3);
    const tokens = new Set<string>();
    for (const reader of readers) {
      const mail = mails.find((m) => m.to === reader.email)!;
      const unsubscribe = new URL(mail.links.find((l) => l.includes("/api/newsletter/unsubscribe?token="))!);
      const changeTown = new URL(mail.links.find((l) => l.includes("/newsletter/town?token="))!);
      const token = unsubscribe.searchParams.get("token")!;
      expect(verifyUnsubscribeToken(token)).toBe(reader.id);
      expect(changeTown.searchParams.get("token")).toBe(token);
      expect(mail.listUnsubscribe).toBe(`<${unsubscribe}>`);
      expect(mail.html).toContain(`href="${unsubscribe.toString()}"`);
      for (const part of [mail.text, mail.html]) expect(part).not.toContain("subscriber-token");
      tokens.add(token);
    }
    expect(tokens.size).toBe(3);
  });

  it("after a crash in the middle of a batch, sends the rest across pages and nobody twice", async () => {
    await testDb.db.delete(newsletterSubscribers);
    for (let i = 0; i < 7; i++) await insertSubscriber(testDb.db, `mid-batch-${i}@example.com`, { cityId: town.id });
    const attempted: string[] = [];
    // The first run's process "dies" at its fourth send: that send never returns, the batch is
    // never recorded, and the run is abandoned.
    const crashing = runWeeklyDigest(testDb.db, {
      batchSize: 2,
      pageSize: 3,
      send: (mail) => {
        attempted.push(mail.to);
        return attempted.length === 4 ? new Promise<void>(() => {}) : Promise.resolve();
      },
    });
    await expect.poll(() => attempted.length).toBeGreaterThanOrEqual(4);
    const stuck = await testDb.db
      .select()
      .from(newsletterDigestSends)
      .where(eq(newsletterDigestSends.status, "sending"));
    expect(stuck).toHaveLength(attempted.length - 3);
    void crashing;

    const resumed: string[] = [];
    const second = await runWeeklyDigest(testDb.db, {
      batchSize: 2,
      pageSize: 3,
      send: async (mail) => void resumed.push(mail.to),
    });
    expect(second).toMatchObject({ sent: 7 - attempted.length, interrupted: 0, done: true });
    expect(resumed.filter((to) => attempted.includes(to))).toEqual([]);
    expect([...attempted, ...resumed].sort()).toEqual(
      [...Array(7).keys()].map((i) => `mid-batch-${i}@example.com`).sort(),
    );

    // Once the dead run's claims are old, a later run ends them as interrupted and sends nothing.
    await testDb.db
      .update(newsletterDigestSends)
      .set({ createdAt: new Date(Date.now() - 30 * 60_000) })
      .where(eq(newsletterDigestSends.status, "sending"));
    const third = await runWeeklyDigest(testDb.db, { send: async () => expect.fail("sent twice") });
    expect(third).toMatchObject({ sent: 0, interrupted: stuck.length, done: true });
  });

  it("records a failed send without stopping the run, and does not retry it that week", async () => {
    await testDb.db.delete(newsletterSubscribers);
    const broken = await insertSubscriber(testDb.db, "broken@example.com", { cityId: town.id });
    await insertSubscriber(testDb.db, "fine@example.com", { cityId: town.id });
    const delivered: string[] = [];
    const result = await runWeeklyDigest(testDb.db, {
      send: async (mail) => {
        if (mail.to === "broken@example.com") throw new Error("550 mailbox unavailable");
        delivered.push(mail.to);
      },
    });
    expect(result).toMatchObject({ sent: 1, failed: 1 });
    expect(delivered).toEqual(["fine@example.com"]);
    expect(await sendsOf(broken.id)).toMatchObject([{ status: "failed", error: "550 mailbox unavailable" }]);
    expect(await runWeeklyDigest(testDb.db, { send: async () => {} })).toMatchObject({ sent: 0, failed: 0 });
  });

  it("unsubscribes with the digest's one-click header, and the next week's run leaves them out", async () => {
    await testDb.db.delete(newsletterSubscribers);
    await clearOutbox();
    await insertSubscriber(testDb.db, "one-click@example.com", { cityId: town.id });
    await runWeeklyDigest(testDb.db);
    const [mail] = await readOutbox(testDb.outbox);
    const link = mail!.listUnsubscribe.slice(1, -1);
    // What a mail provider's server posts (RFC 8058): no Origin of ours, a form body.
    const posted = await callFunction(unsubscribeFn, new URL(link).pathname + new URL(link).search, {
      method: "POST",
      origin: null,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(200);
    expect(await subscriberByEmail(testDb.db, "one-click@example.com")).toMatchObject({ status: "unsubscribed" });
    const nextWeek = await runWeeklyDigest(testDb.db, { now: new Date(Date.now() + 7 * DAY) });
    expect(nextWeek).toMatchObject({ sent: 0, skipped: 0 });
  });
});
