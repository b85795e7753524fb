ALTER TABLE "email_verifications" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Links mailed before this migration confirm the area their subscriber row has now.
UPDATE "email_verifications" AS v SET "city_id" = s."city_id", "state" = s."state" FROM "newsletter_subscribers" AS s WHERE v."purpose" = 'newsletter' AND v."used_at" IS NULL AND v."subject_id" = s."id"::text;
