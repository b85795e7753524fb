CREATE TABLE "snap_refreshes" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"file_date" date,
	"summary" jsonb,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "snap_checked_on" date;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "may_have_closed_on" date;