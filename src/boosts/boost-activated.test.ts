import { expect, it } from "vitest";
import { paymentSucceeded } from "./boost-activated.ts";

it.each([
  ["?payment_intent=pi_123&redirect_status=succeeded", true],
  ["?redirect_status=succeeded", false],
  ["?payment_intent=pi_123&redirect_status=failed", false],
  ["?payment_intent=&redirect_status=succeeded", false],
  ["", false],
])("%j -> %j", (search, expected) => expect(paymentSucceeded(search)).toBe(expected));
