ALTER TABLE "circulars" ADD COLUMN "extracted_text" text;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(extracted_text, ''))) STORED;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "circulars" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "circulars_current_idx" ON "circulars" USING btree ("start_date","end_date") WHERE "circulars"."status" = 'active';--> statement-breakpoint
CREATE INDEX "circulars_search_idx" ON "circulars" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "circulars" ADD CONSTRAINT "circulars_status" CHECK ("circulars"."status" in ('processing', 'active', 'published', 'failed'));--> statement-breakpoint
ALTER TABLE "circulars" ADD CONSTRAINT "circulars_dates" CHECK ("circulars"."end_date" >= "circulars"."start_date");