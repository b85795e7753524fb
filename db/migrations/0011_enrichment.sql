CREATE TABLE "enrichment_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"successful" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "enrichment_jobs_kind" CHECK ("enrichment_jobs"."kind" in ('reviews', 'images')),
	CONSTRAINT "enrichment_jobs_status" CHECK ("enrichment_jobs"."status" in ('running', 'finished', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "image_license" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "image_author" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "image_attribution_url" text;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "image_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "enrichment_jobs_one_running_key" ON "enrichment_jobs" USING btree ("kind") WHERE "enrichment_jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "enrichment_jobs_kind_started_idx" ON "enrichment_jobs" USING btree ("kind","started_at");