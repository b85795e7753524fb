// What an admin may change on a store: the listing's fields (same rules as the public form), the
// owner's description and whether the store is shown at all.
import { z } from "zod";
import { listingSchema } from "../../stores/listing-schema.ts";

export const storeEditSchema = listingSchema
  .omit({ company: true })
  .partial()
  .extend({
    ownerDescription: z.string().trim().max(2000, "Owner description must be at most 2000 characters.").optional(),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, "Nothing to update.");

export type StoreEdit = z.output<typeof storeEditSchema>;
