CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"page" text,
	"city_id" integer,
	"grocery_store_id" uuid,
	"metadata" text,
	"search_query" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boost_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"boost_id" uuid NOT NULL,
	"stripe_object_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grocery_store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"customer_email" text NOT NULL,
	"customer_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"stripe_payment_intent_id" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boosts_kind" CHECK ("boosts"."kind" in ('subscription', 'one_time'))
);
--> statement-breakpoint
CREATE TABLE "business_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grocery_store_id" uuid NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"owner_name" text NOT NULL,
	"owner_email" text NOT NULL,
	"owner_phone" text,
	"business_role" text NOT NULL,
	"verification_method" text DEFAULT 'email' NOT NULL,
	"additional_info" text,
	"owner_description" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"has_competing_claims" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_claims_status" CHECK ("business_claims"."status" in ('unverified', 'pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "circulars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grocery_store_id" uuid NOT NULL,
	"boost_id" uuid,
	"original_filename" text NOT NULL,
	"original_file_size" integer NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"blob_key" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"processing_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circulars_max_size" CHECK ("circulars"."original_file_size" between 1 and 10485760)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image_url" text,
	"image_source" text DEFAULT 'fallback' NOT NULL,
	"fallback_color" text,
	"latitude" double precision,
	"longitude" double precision,
	"population" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_state_code" CHECK ("cities"."state" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "email_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expansion_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"scraped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "expansion_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"areas_to_process" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"areas_processed" integer DEFAULT 0 NOT NULL,
	"stores_added" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "grocery_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"owner_description" text,
	"ai_generated_description" text,
	"image_url" text,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"zip_code" text NOT NULL,
	"phone" text,
	"website" text,
	"hours" text,
	"rating" numeric(2, 1),
	"review_count" integer DEFAULT 0 NOT NULL,
	"google_rating" numeric(2, 1),
	"google_review_count" integer,
	"google_place_id" text,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"is_boosted" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"owner_id" uuid,
	"foursquare_id" text,
	"foursquare_metadata" text,
	"has_wifi" boolean DEFAULT false NOT NULL,
	"has_parking" boolean DEFAULT false NOT NULL,
	"pet_friendly" boolean DEFAULT false NOT NULL,
	"has_local_produce" boolean DEFAULT false NOT NULL,
	"has_prepared_foods" boolean DEFAULT false NOT NULL,
	"has_organic_offerings" boolean DEFAULT false NOT NULL,
	"accepts_snap" boolean DEFAULT false NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(address, '') || ' ' || coalesce(zip_code, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "grocery_stores_rating_range" CHECK ("grocery_stores"."rating" is null or "grocery_stores"."rating" between 1 and 5),
	CONSTRAINT "grocery_stores_upvotes_nonnegative" CHECK ("grocery_stores"."upvote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_rebuilds" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"requested_at" timestamp with time zone,
	"reason" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upvotes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grocery_store_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"network_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_grocery_store_id_grocery_stores_id_fk" FOREIGN KEY ("grocery_store_id") REFERENCES "public"."grocery_stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_payments" ADD CONSTRAINT "boost_payments_boost_id_boosts_id_fk" FOREIGN KEY ("boost_id") REFERENCES "public"."boosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_grocery_store_id_grocery_stores_id_fk" FOREIGN KEY ("grocery_store_id") REFERENCES "public"."grocery_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_grocery_store_id_grocery_stores_id_fk" FOREIGN KEY ("grocery_store_id") REFERENCES "public"."grocery_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circulars" ADD CONSTRAINT "circulars_grocery_store_id_grocery_stores_id_fk" FOREIGN KEY ("grocery_store_id") REFERENCES "public"."grocery_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circulars" ADD CONSTRAINT "circulars_boost_id_boosts_id_fk" FOREIGN KEY ("boost_id") REFERENCES "public"."boosts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD CONSTRAINT "grocery_stores_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_stores" ADD CONSTRAINT "grocery_stores_owner_id_store_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."store_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upvotes" ADD CONSTRAINT "upvotes_grocery_store_id_grocery_stores_id_fk" FOREIGN KEY ("grocery_store_id") REFERENCES "public"."grocery_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_type_created_idx" ON "analytics_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_store_idx" ON "analytics_events" USING btree ("grocery_store_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_city_idx" ON "analytics_events" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "boost_payments_stripe_object_key" ON "boost_payments" USING btree ("stripe_object_id");--> statement-breakpoint
CREATE INDEX "boosts_store_status_idx" ON "boosts" USING btree ("grocery_store_id","status","current_period_end");--> statement-breakpoint
CREATE INDEX "boosts_email_idx" ON "boosts" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "boosts_stripe_subscription_key" ON "boosts" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "boosts_stripe_payment_intent_key" ON "boosts" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "business_claims_status_idx" ON "business_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_claims_open_per_email_key" ON "business_claims" USING btree ("grocery_store_id",lower("owner_email")) WHERE "business_claims"."status" in ('unverified', 'pending');--> statement-breakpoint
CREATE INDEX "circulars_store_created_idx" ON "circulars" USING btree ("grocery_store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_key" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_state_key" ON "cities" USING btree (lower("name"),"state");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_verifications_email_idx" ON "email_verifications" USING btree ("email","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "expansion_areas_name_state_key" ON "expansion_areas" USING btree ("name","state");--> statement-breakpoint
CREATE UNIQUE INDEX "grocery_stores_city_slug_key" ON "grocery_stores" USING btree ("city_id","slug");--> statement-breakpoint
CREATE INDEX "grocery_stores_city_idx" ON "grocery_stores" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "grocery_stores_created_idx" ON "grocery_stores" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "grocery_stores_owner_idx" ON "grocery_stores" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "grocery_stores_search_idx" ON "grocery_stores" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "grocery_stores_name_trgm_idx" ON "grocery_stores" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "grocery_stores_zip_idx" ON "grocery_stores" USING btree ("zip_code");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "store_owners_email_key" ON "store_owners" USING btree ("email");--> statement-breakpoint
CREATE INDEX "upvotes_store_device_idx" ON "upvotes" USING btree ("grocery_store_id","device_id","created_at");--> statement-breakpoint
CREATE INDEX "upvotes_store_network_idx" ON "upvotes" USING btree ("grocery_store_id","network_hash","created_at");