CREATE TABLE "expansion_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"osm_id" text NOT NULL,
	"name" text,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expansion_areas" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expansion_areas" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "expansion_areas" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "expansion_areas" ADD COLUMN "radius_metres" integer DEFAULT 8000 NOT NULL;--> statement-breakpoint
ALTER TABLE "expansion_areas" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "expansion_areas" ADD COLUMN "stores_found" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expansion_areas" ADD COLUMN "run_id" integer;--> statement-breakpoint
ALTER TABLE "expansion_runs" ADD COLUMN "stores_found" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expansion_runs" ADD COLUMN "stores_updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expansion_runs" ADD COLUMN "chains_skipped" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expansion_runs" ADD COLUMN "rejected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "expansion_runs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "osm_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "expansion_exclusions_area_osm_key" ON "expansion_exclusions" USING btree ("area_id","osm_id");--> statement-breakpoint
CREATE INDEX "expansion_areas_position_idx" ON "expansion_areas" USING btree ("position");--> statement-breakpoint
CREATE INDEX "grocery_stores_osm_idx" ON "grocery_stores" USING btree ("osm_id");