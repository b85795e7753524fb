// Business claims end to end on the server: submit, prove the address from the outbox mail, review
// (approve with competing claims turned away, reject with a reason), and every way to get it wrong.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, businessClaims, groceryStores, storeOwners } from "../../db/schema.ts";
import { insertCity, insertClaim, insertStore } from "../helpers/test-data.ts";
import listClaims from "../../functions/admin-business-claims.ts";
import approve from "../../functions/admin-business-claims-approve.ts";
import reject from "../../functions/admin-business-claims-reject.ts";
import claimFn from "../../functions/grocery-stores-claim.ts";
import verify from "../../functions/claims-verify.ts";
import { ALREADY_CLAIMED } from "../../src/owners/claim-schema.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction, SITE_ORIGIN } from "../helpers/call-function.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let cookie: string;
let cityId: number;
let networks = 0;

const VALID = {
  ownerName: "Dana Miller",
  ownerEmail: "Dana@Example.com",
  ownerPhone: "507-555-0100",
  businessRole: "Owner",
  ownerDescription: "Family grocery since 1952, with a butcher counter and local produce.",
  additionalInfo: "I run the store with my brother.",
};

const submit = (storeId: string, body: unknown, ip = `10.${++networks}.113.5`) =>
  callFunction(claimFn, `/api/grocery-stores/${storeId}/claim`, {
    method: "POST",
    body,
    params: { id: storeId },
    ip,
  });

/** Presses the button on the page the mailed link opens (ADR 057): a form post from the site's page. */
async function follow(link: string) {
  const response = await verify(new Request(link, { method: "POST", headers: { origin: SITE_ORIGIN } }), {
    params: {},
  } as never);
  return response.headers.get("location");
}

/** The newest verification link mailed to the address. */
async function verificationLink(to: string): Promise<string> {
  const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === to && m.subject.startsWith("Confirm your claim"));
  if (!mail) throw new Error(`no claim mail to ${to}`);
  return mail.links.find((l) => l.includes("/api/claims/verify?token="))!;
}

const claimsOf = (storeId: string) =>
  testDb.db.select().from(businessClaims).where(eq(businessClaims.groceryStoreId, storeId));

const review = (fn: typeof approve, id: string, body?: unknown) =>
  callFunction(
    fn,
    `/api/admin/business-claims/${id}/x`,
    asAdmin(cookie, { method: "POST", params: { id }, ...(body !== undefined && { body }) }),
  );

async function verifiedClaim(storeId: string, email: string) {
  expect((await submit(storeId, { ...VALID, ownerEmail: email })).status).toBe(201);
  expect(await follow(await verificationLink(email.toLowerCase()))).toMatch(/\/claim-business\/verified$/);
  return (await claimsOf(storeId)).find((c) => c.ownerEmail === email.toLowerCase())!;
}

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN" })).id;
  cookie = await adminCookie();
});

describe(`claiming a store on ${engine}`, () => {
  it("keeps the claim unverified until the mailed link is followed, then queues it for the admin", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Prairie Pantry" });
    const response = await submit(store.id, VALID);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: "unverified" });
    expect(response.body.message).toContain("dana@example.com");
    const [claim] = await claimsOf(store.id);
    expect(claim).toMatchObject({ status: "unverified", ownerEmail: "dana@example.com", verificationMethod: "email" });

    // Not in the admin's queue before the address is proven.
    const before = await callFunction(listClaims, "/api/admin/business-claims", asAdmin(cookie));
    expect(before.body.map((c: { id: string }) => c.id)).not.toContain(claim!.id);

    const mail = (await readOutbox(testDb.outbox)).find((m) => m.to === "dana@example.com")!;
    expect(mail.subject).toBe("Confirm your claim for Prairie Pantry");
    expect(mail.text).toContain("Mankato, MN");
    const link = await verificationLink("dana@example.com");
    expect(await follow(link)).toBe("http://127.0.0.1:8888/claim-business/verified");
    // The link works once.
    expect(await follow(link)).toBe("http://127.0.0.1:8888/claim-business/link-expired");
    expect(await follow("http://127.0.0.1:8888/api/claims/verify?token=nonsense")).toMatch(/link-expired$/);

    const after = await callFunction(listClaims, "/api/admin/business-claims", asAdmin(cookie));
    expect(after.body).toContainEqual(
      expect.objectContaining({
        id: claim!.id,
        status: "pending",
        ownerName: "Dana Miller",
        ownerEmail: "dana@example.com",
        ownerPhone: "507-555-0100",
        businessRole: "Owner",
        ownerDescription: VALID.ownerDescription,
        additionalInfo: VALID.additionalInfo,
        reviewedAt: null,
        rejectionReason: null,
        hasCompetingClaims: false,
        coffeeShopId: store.id,
        shop: expect.objectContaining({ name: "Prairie Pantry", address: store.address, cityName: "Mankato" }),
      }),
    );
  });

  it("makes a new claim and a new link for every submission, each link confirming only its own", async () => {
    const store = await insertStore(testDb.db, cityId);
    const email = "twice@example.com";
    const first = await submit(store.id, { ...VALID, ownerEmail: email });
    const again = await submit(store.id, { ...VALID, ownerEmail: " TWICE@example.com ", ownerName: "Dana M." });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const claims = await claimsOf(store.id);
    expect(claims.map((c) => c.ownerName).sort()).toEqual(["Dana M.", "Dana Miller"]);
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === email);
    expect(mails).toHaveLength(2);
    const linkFor = (name: string) =>
      mails.find((m) => m.text.includes(`Name: ${name}`))!.links.find((l) => l.includes("/api/claims/verify"))!;

    await follow(linkFor("Dana M."));
    expect((await claimsOf(store.id)).find((c) => c.status === "pending")!.ownerName).toBe("Dana M.");
    // Confirming the other link later replaces the waiting claim with that one's details.
    await follow(linkFor("Dana Miller"));
    const after = await claimsOf(store.id);
    expect(after.filter((c) => c.status === "pending").map((c) => c.ownerName)).toEqual(["Dana Miller"]);
    expect(after.find((c) => c.ownerName === "Dana M.")!.status).toBe("rejected");

    // Answered as any other address, though this one has a confirmed claim waiting.
    const confirmed = await submit(store.id, { ...VALID, ownerEmail: email });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toEqual(first.body);
  });

  it("refuses an owned store with the spec's message, and unknown or deleted stores with a 404", async () => {
    const [owner] = await testDb.db.insert(storeOwners).values({ name: "Owner", email: "o@example.com" }).returning();
    const owned = await insertStore(testDb.db, cityId, { ownerId: owner!.id });
    const response = await submit(owned.id, VALID);
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe(ALREADY_CLAIMED);

    expect((await submit("6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b", VALID)).status).toBe(404);
    expect((await submit("not-a-store", VALID)).status).toBe(404);
    const deleted = await insertStore(testDb.db, cityId, { deletedAt: new Date() });
    expect((await submit(deleted.id, VALID)).status).toBe(404);
  });

  it.each([
    ["no name", { ownerName: "  " }, "ownerName", "Please enter your name."],
    ["no email", { ownerEmail: "" }, "ownerEmail", "Please enter your email address."],
    ["a bad email", { ownerEmail: "dana@" }, "ownerEmail", "Please enter a valid email address."],
    ["no role", { businessRole: undefined }, "businessRole", "Please choose your role in the business."],
    ["an unknown role", { businessRole: "Landlord" }, "businessRole", "Please choose your role in the business."],
    ["no description", { ownerDescription: "" }, "ownerDescription", "Please describe your business."],
    [
      "a long description",
      { ownerDescription: "x".repeat(2001) },
      "ownerDescription",
      "Business description must be at most 2000 characters.",
    ],
    ["a long phone", { ownerPhone: "1".repeat(41) }, "ownerPhone", "Phone must be at most 40 characters."],
    [
      "another verification method",
      { verificationMethod: "phone" },
      "verificationMethod",
      "Claims are verified by e-mail.",
    ],
    ["a number for a name", { ownerName: 42 }, "ownerName", "Please enter your name."],
  ])("answers %s with 422 and the field's message", async (_label, change, field, message) => {
    const store = await insertStore(testDb.db, cityId);
    const response = await submit(store.id, { ...VALID, ...change });
    expect(response.status).toBe(422);
    expect(response.body.error.fields[field]).toBe(message);
    expect(await claimsOf(store.id)).toHaveLength(0);
  });

  it("refuses malformed, oversized and automated submissions with a 4xx", async () => {
    const store = await insertStore(testDb.db, cityId);
    expect((await submit(store.id, "{oops")).status).toBe(400);
    expect((await submit(store.id, [1, 2])).status).toBe(422);
    expect((await submit(store.id, { ...VALID, additionalInfo: "x".repeat(70_000) })).status).toBe(413);
    expect((await submit(store.id, { ...VALID, nectar: "Acme Bots" })).status).toBe(400);
    expect(await claimsOf(store.id)).toHaveLength(0);
  });

  it("limits claims per network to 5 an hour", async () => {
    const store = await insertStore(testDb.db, cityId);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await submit(store.id, { ...VALID, ownerEmail: `n${i}@example.com` }, "198.51.100.7")).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("takes the same claim arriving four times at once as four claims, mailing about 3 links an hour at most", async () => {
    const store = await insertStore(testDb.db, cityId);
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => submit(store.id, { ...VALID, ownerEmail: "race@example.com" })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await claimsOf(store.id)).toHaveLength(4);
    const mails = (await readOutbox(testDb.outbox)).filter((m) => m.to === "race@example.com");
    expect(mails.length).toBeGreaterThanOrEqual(3);
    expect(mails.length).toBeLessThanOrEqual(4);
  });
});

describe(`reviewing claims on ${engine}`, () => {
  it("flags competing claims, and approval makes the owner and turns the others away", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Riverside Market" });
    const first = await verifiedClaim(store.id, "first@example.com");
    expect(first.hasCompetingClaims).toBe(false);
    const second = await verifiedClaim(store.id, "second@example.com");
    await submit(store.id, { ...VALID, ownerEmail: "unproven@example.com" });
    const flagged = await claimsOf(store.id);
    expect(flagged.filter((c) => c.status === "pending").every((c) => c.hasCompetingClaims)).toBe(true);

    const approved = await review(approve, first.id);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: first.id, status: "approved" });
    expect(approved.body.reviewedAt).toBeTruthy();

    const [updated] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, store.id));
    const [owner] = await testDb.db.select().from(storeOwners).where(eq(storeOwners.id, updated!.ownerId!));
    expect(owner).toMatchObject({ name: "Dana Miller", email: "first@example.com", phone: "507-555-0100" });
    expect(updated!.ownerDescription).toBe(VALID.ownerDescription);
    // An approved claim confirms who owns the store, none of its details (issue #49).
    expect(updated!.confirmedBy).not.toBe("owner");

    const after = await claimsOf(store.id);
    expect(after.find((c) => c.id === second.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Another claim for this business was approved.",
    });
    expect(after.find((c) => c.ownerEmail === "unproven@example.com")!.status).toBe("rejected");

    const mails = await readOutbox(testDb.outbox);
    const approval = mails.find((m) => m.to === "first@example.com" && m.subject.includes("approved"));
    expect(approval?.subject).toBe("Your claim for Riverside Market is approved");
    // The new owner is led to the listing editor (ADR 040), and not told it is still to come.
    expect(approval!.links.some((l) => l.endsWith(`/manage-listing/${store.id}`))).toBe(true);
    expect(approval!.text).not.toContain("coming soon");
    expect(mails.some((m) => m.to === "second@example.com" && m.subject.includes("not approved"))).toBe(true);
    // An address that never proved itself hears nothing more.
    expect(mails.filter((m) => m.to === "unproven@example.com")).toHaveLength(1);

    const [entry] = await testDb.db.select().from(auditLog).where(eq(auditLog.entityId, first.id));
    expect(entry).toMatchObject({ action: "claim.approve", entityType: "business_claim" });

    // The store is owned now: a second approval and new claims are refused.
    expect((await review(approve, first.id)).status).toBe(409);
    expect((await submit(store.id, VALID)).body.error.message).toBe(ALREADY_CLAIMED);
  });

  it("rejects with a required reason, mails it, and shows the decision in the list", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Corner Grocer" });
    const claim = await verifiedClaim(store.id, "reject-me@example.com");
    expect((await review(reject, claim.id, { reason: "   " })).body.error.message).toBe(
      "Please enter a reason for the rejection.",
    );
    expect((await review(reject, claim.id, {})).status).toBe(422);
    const rejected = await review(reject, claim.id, { reason: "  We could not confirm your role.  " });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: "rejected", rejectionReason: "We could not confirm your role." });

    const mail = (await readOutbox(testDb.outbox)).find(
      (m) => m.to === "reject-me@example.com" && m.subject.includes("not"),
    );
    expect(mail?.text).toContain("We could not confirm your role.");
    const list = await callFunction(listClaims, "/api/admin/business-claims", asAdmin(cookie));
    expect(list.body.find((c: { id: string }) => c.id === claim.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "We could not confirm your role.",
      reviewedAt: expect.any(String),
    });
    const [row] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, store.id));
    expect(row!.ownerId).toBeNull();
    // Decided once; a rejected claim cannot be approved afterwards.
    expect((await review(approve, claim.id)).status).toBe(409);
  });

  it("clears the competing flag when the rival claim is rejected", async () => {
    const store = await insertStore(testDb.db, cityId);
    const a = await verifiedClaim(store.id, "a@example.com");
    const b = await verifiedClaim(store.id, "b@example.com");
    await review(reject, b.id, { reason: "Duplicate." });
    const [left] = (await claimsOf(store.id)).filter((c) => c.id === a.id);
    expect(left!.hasCompetingClaims).toBe(false);
  });

  it("answers unknown, unverified and malformed claim ids with 404", async () => {
    const store = await insertStore(testDb.db, cityId);
    await submit(store.id, { ...VALID, ownerEmail: "later@example.com" });
    const [unverified] = await claimsOf(store.id);
    expect((await review(approve, unverified!.id)).status).toBe(404);
    expect((await review(approve, "6f0e7c1a-3b2d-4e5f-8a9b-0c1d2e3f4a5b")).status).toBe(404);
    expect((await review(reject, "nope", { reason: "x" })).status).toBe(404);
  });

  it("lets exactly one of two simultaneous approvals on the same store win", async () => {
    const store = await insertStore(testDb.db, cityId);
    const a = await verifiedClaim(store.id, "left@example.com");
    const b = await verifiedClaim(store.id, "right@example.com");
    const results = await Promise.all([review(approve, a.id), review(approve, b.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const claims = await claimsOf(store.id);
    expect(claims.filter((c) => c.status === "approved")).toHaveLength(1);
  });
});

describe(`what a claim approval says on ${engine} (issue #49)`, () => {
  it("confirms none of the store's details, and makes a sample listing a real one", async () => {
    const store = await insertStore(testDb.db, cityId, {
      name: "Sample Corner Grocery",
      isSample: true,
      confirmedBy: "import:sample dataset",
      confirmedAt: new Date("2026-01-05T12:00:00Z"),
    });
    const claim = await verifiedClaim(store.id, "sam@example.com");
    expect((await review(approve, claim.id)).status).toBe(200);
    const [row] = await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, store.id));
    expect(row).toMatchObject({ isSample: false, confirmedBy: "import:sample dataset" });
    expect(row!.confirmedAt.toISOString()).toBe("2026-01-05T12:00:00.000Z");
  });
});

describe(`the claim review promise on ${engine} (issue #49)`, () => {
  it("flags a claim pending longer than the promised 2-3 business days as overdue in the admin queue", async () => {
    const store = await insertStore(testDb.db, cityId, { name: "Overdue Grocery" });
    const other = await insertStore(testDb.db, cityId, { name: "Fresh Claim Grocery" });
    const longAgo = new Date(Date.now() - 10 * 86_400_000);
    await insertClaim(testDb.db, store.id, "late@example.com", { status: "pending", emailVerifiedAt: longAgo });
    await insertClaim(testDb.db, other.id, "fresh@example.com", { status: "pending", emailVerifiedAt: new Date() });
    const list = await callFunction(listClaims, "/api/admin/business-claims", asAdmin(cookie));
    const flag = (email: string) =>
      list.body.find((c: { ownerEmail: string }) => c.ownerEmail === email)?.overdue as boolean | undefined;
    expect(flag("late@example.com")).toBe(true);
    expect(flag("fresh@example.com")).toBe(false);
  });
});
