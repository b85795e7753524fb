// What an admin may change on a store: the listing's fields (same rules as the public form), the
// owner's description and whether the store is shown at all. A field left out stays as it is; an
// optional field sent blank is emptied (null), so an admin can remove a wrong phone or website. An
// amenity is yes, no or null ("not stated", ADR 060), so an admin can also take back a wrong one.
import { z } from "../platform/zod.ts";
import { text } from "../platform/text.ts";
import { listingSchema } from "../stores/listing-schema.ts";
import { amenityShape } from "../stores/amenities.ts";

const { description, phone, website, hours, imageUrl } = listingSchema.shape;
const CLEARABLE = ["description", "phone", "website", "hours", "imageUrl", "ownerDescription"] as const;

function blankToNull(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const edit: Record<string, unknown> = { ...input };
  for (const key of CLEARABLE) if (typeof edit[key] === "string" && !edit[key].trim()) edit[key] = null;
  return edit;
}

export const storeEditSchema = z.preprocess(
  blankToNull,
  listingSchema
    .omit({ nectar: true })
    .partial()
    .extend({
      description: description.nullable().optional(),
      phone: phone.nullable().optional(),
      website: website.nullable().optional(),
      hours: hours.nullable().optional(),
      imageUrl: imageUrl.nullable().optional(),
      ownerDescription: text()
        .trim()
        .max(2000, "Owner description must be at most 2000 characters.")
        .nullable()
        .optional(),
      isActive: z.boolean().optional(),
      ...amenityShape(z.boolean({ error: "Choose yes, no or not stated." }).nullable().optional()),
    })
    .strict()
    .refine((edit) => Object.keys(edit).length > 0, "Nothing to update."),
);

export type StoreEdit = z.output<typeof storeEditSchema>;
