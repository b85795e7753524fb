import { describe, expect, it } from "vitest";
import { parseForm } from "./form.ts";

describe("Stripe's form encoding", () => {
  it("reads bracketed keys into objects and arrays, as the SDK sends them", () => {
    const encoded = new URLSearchParams([
      ["customer", "cus_1"],
      ["items[0][price_data][currency]", "usd"],
      ["items[0][price_data][unit_amount]", "500"],
      ["items[0][price_data][recurring][interval]", "month"],
      ["expand[0]", "latest_invoice.confirmation_secret"],
      ["metadata[boostId]", "b-1"],
      ["payment_behavior", "default_incomplete"],
    ]).toString();
    expect(parseForm(encoded)).toEqual({
      customer: "cus_1",
      items: [{ price_data: { currency: "usd", unit_amount: "500", recurring: { interval: "month" } } }],
      expand: ["latest_invoice.confirmation_secret"],
      metadata: { boostId: "b-1" },
      payment_behavior: "default_incomplete",
    });
  });

  it("keeps empty-bracket lists in order", () => {
    expect(parseForm("expand[]=a&expand[]=b")).toEqual({ expand: ["a", "b"] });
  });
});
