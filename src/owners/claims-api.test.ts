import { describe, expect, it } from "vitest";
import { countByStatus, type ClaimJson } from "./claims-api.ts";

const claim = (status: string) => ({ status }) as ClaimJson;

describe("countByStatus", () => {
  it("counts pending, approved and rejected claims", () => {
    const claims = ["pending", "approved", "pending", "rejected", "approved", "approved"].map(claim);
    expect(countByStatus(claims)).toEqual({ pending: 2, approved: 3, rejected: 1 });
    expect(countByStatus([])).toEqual({ pending: 0, approved: 0, rejected: 0 });
  });
});
