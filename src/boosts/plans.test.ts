// The spec fixes the wording of every price: deriving the labels from the amounts must not change it.
import { describe, expect, it } from "vitest";
import { BOOST_PLANS, dollars, price, PRICE } from "./plans.ts";

describe("boost plan labels", () => {
  it("say the spec's words for today's prices", () => {
    expect(BOOST_PLANS.subscription).toMatchObject({
      name: "Monthly Boost",
      priceLabel: "$5/mo",
      totalLabel: "Monthly Total: $5.00",
      buttonLabel: "Start Boost - $5/month",
      chooseLabel: "Choose Monthly - $5/mo",
    });
    expect(BOOST_PLANS.one_time).toMatchObject({
      name: "30-Day Boost",
      priceLabel: "$8",
      totalLabel: "One-Time Total: $8.00",
      buttonLabel: "Boost for 30 days - $8",
      chooseLabel: "Choose One-Time - $8",
    });
    expect(PRICE).toEqual({ monthly: "$5", perMonth: "$5/month", perMonthShort: "$5/mo", oneTime: "$8" });
  });

  it("shows cents only when a price has some", () => {
    expect(price(500)).toBe("$5");
    expect(price(550)).toBe("$5.50");
    expect(dollars(500)).toBe("$5.00");
  });
});
