ALTER TABLE "grocery_stores" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "spam_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "lister_email" text;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "lister_network" text;--> statement-breakpoint
CREATE INDEX "grocery_stores_review_queue_idx" ON "grocery_stores" USING btree ("created_at") WHERE "grocery_stores"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "grocery_stores_lister_network_idx" ON "grocery_stores" USING btree ("lister_network","created_at");--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD CONSTRAINT "grocery_stores_review_status" CHECK ("grocery_stores"."review_status" in ('pending', 'approved', 'rejected'));