CREATE TABLE "store_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grocery_store_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"blob_prefix" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"alt_text" text,
	"original_file_size" integer NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_photos_max_size" CHECK ("store_photos"."original_file_size" between 1 and 5242880),
	CONSTRAINT "store_photos_position" CHECK ("store_photos"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_photos" ADD CONSTRAINT "store_photos_grocery_store_id_grocery_stores_id_fk" FOREIGN KEY ("grocery_store_id") REFERENCES "public"."grocery_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_photos_store_position_idx" ON "store_photos" USING btree ("grocery_store_id","position");