-- Issue #28 (ADR 044): merged duplicate listings (grocery_stores.merged_into_id), the page addresses
-- stores no longer have (answered with a 301), and owners' name/address proposals awaiting review.
CREATE TABLE "former_store_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"city_slug" text NOT NULL,
	"store_slug" text NOT NULL,
	"grocery_store_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_store_addresses_reason" CHECK ("former_store_addresses"."reason" in ('merge', 'move'))
);
--> statement-breakpoint
CREATE TABLE "name_address_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grocery_store_id" uuid NOT NULL,
	"proposed_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name_before" text NOT NULL,
	"address_before" text NOT NULL,
	"zip_code_before" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "name_address_changes_status" CHECK ("name_address_changes"."status" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "former_store_addresses" ADD CONSTRAINT "former_store_addresses_grocery_store_id_grocery_stores_id_fk" FOREIGN KEY ("grocery_store_id") REFERENCES "public"."grocery_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "name_address_changes" ADD CONSTRAINT "name_address_changes_grocery_store_id_grocery_stores_id_fk" FOREIGN KEY ("grocery_store_id") REFERENCES "public"."grocery_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "former_store_addresses_address_key" ON "former_store_addresses" USING btree ("city_slug","store_slug");--> statement-breakpoint
CREATE INDEX "former_store_addresses_store_idx" ON "former_store_addresses" USING btree ("grocery_store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "name_address_changes_one_pending_key" ON "name_address_changes" USING btree ("grocery_store_id") WHERE "name_address_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "name_address_changes_status_idx" ON "name_address_changes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD CONSTRAINT "grocery_stores_merged_into_id_grocery_stores_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."grocery_stores"("id") ON DELETE set null ON UPDATE no action;