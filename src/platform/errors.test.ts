import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, errorResponse } from "./errors.server.ts";

describe("errorResponse", () => {
  it.each([
    ["not_found", 404],
    ["rate_limited", 429],
    ["conflict", 409],
  ] as const)("maps %s to %i with the shared body shape", async (code, status) => {
    const response = errorResponse(new ApiError(code, "Nope."));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error: { code, message: "Nope." } });
  });

  it("turns a ZodError into 422 with the first message and every field's message", async () => {
    const result = z.object({ name: z.string().min(1, "Name is required") }).safeParse({ name: "" });
    const response = errorResponse(result.error);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: "validation_failed", message: "Name is required", fields: { name: "Name is required" } },
    });
  });

  it("hides unknown errors behind a generic 500 and logs them", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(new Error('relation "secret_table" does not exist'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret_table");
    expect(log).toHaveBeenCalledOnce();
  });
});
