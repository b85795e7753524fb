ALTER TABLE "grocery_stores" ADD COLUMN "coordinates_precision" text;--> statement-breakpoint
-- Custom SQL (not generated): how precise the coordinates already stored are (ADR 022). Listings from
-- the form were given their ZIP's centroid; sample stores were scattered around their town's centre.
-- Imported stores, and stores without coordinates, are settled in code at start, where the offline
-- ZIP table is at hand (src/server/stores/backfill-coordinates.ts).
UPDATE "grocery_stores" SET "coordinates_precision" = CASE WHEN "is_sample" THEN 'town' ELSE 'zip' END
WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL AND "data_source" IS NULL;
