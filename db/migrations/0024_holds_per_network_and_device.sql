ALTER TABLE "boosts" ADD COLUMN "buyer_network" text;--> statement-breakpoint
ALTER TABLE "boosts" ADD COLUMN "buyer_device" text;--> statement-breakpoint
ALTER TABLE "business_claims" ADD COLUMN "requester_network" text;--> statement-breakpoint
ALTER TABLE "business_claims" ADD COLUMN "requester_device" text;