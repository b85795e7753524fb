ALTER TABLE "grocery_stores" ADD COLUMN "source_data_date" date;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "review_reason" text;