// What a subscriber's weekly digest covers (ADR 039): one town (by its slug), or a whole state.
// Browser-safe: the sign-up form and the choose-your-town page send exactly this.
import { US_STATE_NAMES } from "../towns/us-states.ts";
import { text } from "../platform/text.ts";
import { z } from "../platform/zod.ts";

export const newsletterAreaSchema = z
  .object({
    citySlug: text()
      .trim()
      .max(120, "That town is not on the site.")
      .regex(/^[a-z0-9-]+$/, "That town is not on the site.")
      .optional(),
    state: text()
      .trim()
      .toUpperCase()
      .refine((code) => code in US_STATE_NAMES, "Please choose a US state.")
      .optional(),
  })
  .refine((area) => !(area.citySlug && area.state), {
    message: "Choose either a town or a whole state, not both.",
  });

export type NewsletterArea = z.infer<typeof newsletterAreaSchema>;

/** "Mankato, MN", "all of Minnesota": the words the form, the mails and the admin view use. */
export function areaLabel(area: { cityName?: string | null; state?: string | null }): string {
  if (area.cityName && area.state) return `${area.cityName}, ${area.state}`;
  if (area.state) return `all of ${US_STATE_NAMES[area.state] ?? area.state}`;
  return "no town chosen yet";
}
