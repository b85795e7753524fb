ALTER TABLE "grocery_stores" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "confirmed_by" text DEFAULT 'lister' NOT NULL;--> statement-breakpoint
-- Existing listings were last confirmed when they were created: by the sample import, or by whoever listed them.
UPDATE "grocery_stores" SET "confirmed_at" = "created_at", "confirmed_by" = CASE WHEN "is_sample" THEN 'import:sample dataset' ELSE 'lister' END;
