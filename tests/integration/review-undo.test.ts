// Bulk decisions with care and undo (issue #46 item 4, ADR 063): a bulk decision is previewed (how many,
// the first by name) and confirmed against that count; the last decision, single or bulk, can be
// undone for a while; the mail a decision sends waits in the delayed outbox until the undo window
// is over, and undo cancels it.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { groceryStores, pendingMails } from "../../db/schema.ts";
import approveFn from "../../functions/admin-new-listings-approve.ts";
import bulkFn from "../../functions/admin-new-listings-bulk.ts";
import rejectFn from "../../functions/admin-new-listings-reject.ts";
import undoFn from "../../functions/admin-new-listings-undo.ts";
import sendWaitingMail from "../../functions/send-waiting-mail.ts";
import { undoReview } from "../../src/review/undo-review.server.ts";
import { sendDueMail } from "../../src/platform/waiting-mail.server.ts";
import { adminCookie, asAdmin } from "../helpers/admin.ts";
import { callFunction } from "../helpers/call-function.ts";
import { readOutbox } from "../helpers/outbox.ts";
import { insertCity, insertStore } from "../helpers/test-data.ts";
import { engine } from "../helpers/test-db.ts";
import { useFunctionTestEnv } from "../helpers/function-test-env.ts";

const testDb = useFunctionTestEnv({ outbox: true, adminPassword: true });
let cookie: string;
let townId: number;
const REASON = "the name is only a company's legal name";

const post = (fn: typeof undoFn, path: string, body: unknown, params: Record<string, string> = {}) =>
  callFunction(fn, path, { ...asAdmin(cookie, { method: "POST", params }), body });
const undo = (actionId: string) => post(undoFn, "/api/admin/new-listings/undo", { actionId });
const status = async (id: string) =>
  (await testDb.db.select().from(groceryStores).where(eq(groceryStores.id, id)))[0]!.reviewStatus;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeAll(async () => {
  cookie = await adminCookie();
  townId = (await insertCity(testDb.db, { name: "Hilo", state: "HI" })).id;
  for (const name of ["Zeta Holdings LLC", "Alpha Enterprises Inc", "Mike's Ventures Corp"])
    await insertStore(testDb.db, townId, {
      name,
      reviewStatus: "pending",
      reviewReason: REASON,
      dataSource: "usda-snap",
      confirmedBy: "import:USDA SNAP",
    });
});

describe(`bulk with care and undo on ${engine}`, () => {
  it("keeps a rejection notice waiting, and undo cancels it before it goes", async () => {
    const listing = await insertStore(testDb.db, townId, {
      name: "Lister's Market",
      reviewStatus: "pending",
      listerEmail: "lister@example.com",
    });
    const rejected = await post(rejectFn, "/x", { reason: "Not a store." }, { id: listing.id });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ mailed: true, actionId: expect.any(String) });
    expect(await readOutbox(testDb.outbox)).toHaveLength(0);
    expect(await testDb.db.select().from(pendingMails)).toHaveLength(1);

    const undone = await undo(rejected.body.actionId);
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ restored: 1, skipped: 0, mailsCancelled: 1 });
    expect(await status(listing.id)).toBe("pending");
    await sendDueMail(testDb.db, inMinutes(60));
    expect(await readOutbox(testDb.outbox)).toHaveLength(0);
    // The same decision cannot be undone twice.
    expect((await undo(rejected.body.actionId)).status).toBe(409);

    // Decided again and left alone: the scheduled function sends it once the wait is over.
    await post(rejectFn, "/x", { reason: "Not a store." }, { id: listing.id });
    expect((await sendWaitingMail()).status).toBe(204);
    expect(await readOutbox(testDb.outbox)).toHaveLength(0);
    expect(await sendDueMail(testDb.db, inMinutes(5))).toEqual({ sent: 1, failed: 0 });
    const [mail] = await readOutbox(testDb.outbox);
    expect(mail).toMatchObject({
      to: "lister@example.com",
      subject: "Your listing of Lister's Market was not approved",
    });
    expect(await sendDueMail(testDb.db, inMinutes(10))).toEqual({ sent: 0, failed: 0 });
  });

  it("previews a bulk decision, refuses a confirmation whose count moved, and undoes it", async () => {
    const preview = await callFunction(
      bulkFn,
      `/api/admin/new-listings/bulk?reviewReason=${encodeURIComponent(REASON)}`,
      asAdmin(cookie),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.count).toBe(3);
    expect(preview.body.first.map((s: { name: string }) => s.name)).toEqual([
      "Alpha Enterprises Inc",
      "Mike's Ventures Corp",
      "Zeta Holdings LLC",
    ]);
    expect((await callFunction(bulkFn, "/api/admin/new-listings/bulk", asAdmin(cookie))).status).toBe(422);

    const moved = await post(bulkFn, "/api/admin/new-listings/bulk", {
      action: "approve",
      reviewReason: REASON,
      expectedCount: 2,
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toContain("3 stores wait in this group now, not 2");
    expect(await status(preview.body.first[0].id)).toBe("pending");

    const decided = await post(bulkFn, "/api/admin/new-listings/bulk", {
      action: "approve",
      reviewReason: REASON,
      expectedCount: 3,
    });
    expect(decided.body.decided).toBe(3);
    // One of them is decided again by hand before the undo: it keeps that newer decision.
    const [first, ...rest] = preview.body.first.map((s: { id: string }) => s.id);
    await testDb.db
      .update(groceryStores)
      .set({ reviewedAt: new Date(0) })
      .where(eq(groceryStores.id, first));
    const undone = await undo(decided.body.actionId);
    expect(undone.body).toEqual({ restored: 2, skipped: 1, mailsCancelled: 0 });
    for (const id of rest) expect(await status(id)).toBe("pending");
    expect(await status(first)).toBe("approved");
  });

  it("refuses an undo after the window, an unknown action and a caller who is not an admin", async () => {
    const store = await insertStore(testDb.db, townId, { name: "Late Market", reviewStatus: "pending" });
    const approved = await post(approveFn, "/x", undefined, { id: store.id });
    await expect(undoReview(testDb.db, approved.body.actionId, inMinutes(3))).rejects.toThrow(
      "This decision can no longer be undone",
    );
    expect((await undo("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await undo("nope")).status).toBe(422);
    const anonymous = await callFunction(undoFn, "/api/admin/new-listings/undo", {
      method: "POST",
      body: { actionId: approved.body.actionId },
    });
    expect(anonymous.status).toBe(401);
    expect(await status(store.id)).toBe("approved");
  });
});
