ALTER TABLE "boosts" ADD COLUMN "end_rebuild_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boosts" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "boosts_one_open_purchase_per_store" ON "boosts" USING btree ("grocery_store_id") WHERE "boosts"."status" = 'incomplete';--> statement-breakpoint
CREATE INDEX "boosts_period_end_idx" ON "boosts" USING btree ("current_period_end");