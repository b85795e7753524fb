import { text } from "../platform/text.ts";

/** A city slug as it appears in URLs: lower-case words and a trailing state code, joined by hyphens. */
export const citySlugSchema = text()
  .trim()
  .toLowerCase()
  .max(120, "That city address is too long.")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "City not found. Please check the URL and try again.");
