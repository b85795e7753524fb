// Issue 15, finding 2: posting a claim with someone else's address used to overwrite the details
// of their unconfirmed claim, so their own link then confirmed the attacker's name, phone and
// description. A link now confirms exactly the claim it was mailed for; a new submission is a new
// claim with a new link, which only the mailbox's owner can follow.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessClaims } from "../../db/schema.ts";
import listClaims from "../../functions/admin-business-claims.ts";
import claimFn from "../../functions/grocery-stores-claim.ts";
import verify from "../../functions/claims-verify.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction, SITE_ORIGIN } from "../helpers/call-function.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let cookie: string;
let cityId: number;
let networks = 0;

const OWNER = {
  ownerName: "Dana Miller",
  ownerPhone: "507-555-0100",
  businessRole: "Owner",
  ownerDescription: "Family grocery since 1952.",
  additionalInfo: "Ask for Dana.",
};
const ATTACKER = {
  ownerName: "Mallory",
  ownerPhone: "900-555-0199",
  businessRole: "Authorized representative",
  ownerDescription: "Send payments to mallory.example.",
  additionalInfo: "Urgent.",
};

const submit = (storeId: string, body: object) =>
  callFunction(claimFn, `/api/grocery-stores/${storeId}/claim`, {
    method: "POST",
    body,
    params: { id: storeId },
    ip: `10.${++networks}.0.5`,
  });

async function linksTo(email: string) {
  const mails = (await readOutbox(testDb.outbox)).filter(
    (m) => m.to === email && m.subject.startsWith("Confirm your claim"),
  );
  return mails.map((m) => ({ text: m.text, link: m.links.find((l) => l.includes("/api/claims/verify?token="))! }));
}

// Presses the button on the page the mailed link opens (ADR 057): a form post from the site's page.
const follow = async (link: string) =>
  (
    await verify(new Request(link, { method: "POST", headers: { origin: SITE_ORIGIN } }), { params: {} } as never)
  ).headers.get("location") ?? "";

async function adminView(storeId: string) {
  const list = await callFunction(listClaims, "/api/admin/business-claims", asAdmin(cookie));
  return (list.body as Array<{ coffeeShopId: string; status: string }>).filter((c) => c.coffeeShopId === storeId);
}

const claimsOf = (storeId: string) =>
  testDb.db.select().from(businessClaims).where(eq(businessClaims.groceryStoreId, storeId));

beforeAll(async () => {
  cityId = (await insertCity(testDb.db, { name: "Mankato", state: "MN" })).id;
  cookie = await adminCookie("192.0.2.92");
});

describe(`claim details bound to their link, on ${engine}`, () => {
  it.each([
    ["before the owner follows the link", false, "Dana@Example.com"],
    ["before the owner follows the link, address in other case", false, "DANA@example.COM"],
    ["after the owner confirmed", true, "dana@example.com"],
  ])("an attacker's claim %s changes nothing the owner confirms", async (_label, ownerConfirmsFirst, attackerEmail) => {
    const store = await insertStore(testDb.db, cityId);
    const email = `owner-${store.id.slice(0, 8)}@example.com`;
    const spoofed = attackerEmail.replace(/dana@example\.com/i, (m) =>
      m.replace(/dana/i, `owner-${store.id.slice(0, 8)}`),
    );
    expect((await submit(store.id, { ...OWNER, ownerEmail: email })).status).toBe(201);
    const [ownerLink] = await linksTo(email);
    if (ownerConfirmsFirst) expect(await follow(ownerLink!.link)).toMatch(/verified$/);

    // The attacker posts the owner's address with their own details: same answer as anyone gets.
    const attack = await submit(store.id, { ...ATTACKER, ownerEmail: spoofed });
    expect(attack.status).toBe(201);

    // The owner follows the link from their own mail (again, if already confirmed).
    await follow(ownerLink!.link);
    const pending = await adminView(store.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: "pending", ...OWNER, ownerEmail: email });

    // The attacker's claim exists only as an unverified row, shown to nobody, and its link went to
    // the owner's mailbox, which shows the attacker's details next to it.
    const rows = await claimsOf(store.id);
    expect(rows.find((c) => c.ownerName === ATTACKER.ownerName)).toMatchObject({ status: "unverified" });
    const attackerMail = (await linksTo(email)).find((m) => m.text.includes(`Name: ${ATTACKER.ownerName}`));
    expect(attackerMail?.text).toContain(`Phone: ${ATTACKER.ownerPhone}`);
    expect(attackerMail?.text).toContain("the details are not yours, ignore this message");
  });

  it("a link confirms only its own claim, never a newer one of the same address", async () => {
    const store = await insertStore(testDb.db, cityId);
    const email = "bound@example.com";
    await submit(store.id, { ...OWNER, ownerEmail: email });
    await submit(store.id, { ...ATTACKER, ownerEmail: email });
    const mails = await linksTo(email);
    const ownerMail = mails.find((m) => m.text.includes(`Name: ${OWNER.ownerName}`))!;
    await follow(ownerMail.link);
    const rows = await claimsOf(store.id);
    expect(rows.filter((c) => c.status === "pending").map((c) => c.ownerName)).toEqual([OWNER.ownerName]);
    expect(rows.filter((c) => c.status === "unverified").map((c) => c.ownerName)).toEqual([ATTACKER.ownerName]);
  });
});
