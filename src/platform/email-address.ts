// An e-mail address as every form takes it (newsletter, claims): trimmed, lower-cased, checked.
// Browser-safe, so islands validate with the same rule as the functions.
import { z } from "./zod.ts";
import { text } from "./text.ts";

export const emailAddressSchema = text({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address."));
