ALTER TABLE "business_unit_invitation" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "business_unit_invitation" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_unit_invitation" ADD CONSTRAINT "business_unit_invitation_token_uq" UNIQUE("token_hash");