ALTER TABLE "grocery_stores" ADD COLUMN "data_source" text;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "banner" text;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "snap_authorized_on" date;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "snap_confirmed_on" date;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "snap_record_id" text;--> statement-breakpoint
CREATE INDEX "grocery_stores_snap_record_idx" ON "grocery_stores" USING btree ("snap_record_id");