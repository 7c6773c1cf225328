ALTER TABLE "consultation" ADD COLUMN "requested_id" uuid;--> statement-breakpoint
ALTER TABLE "consultation" ADD COLUMN "name_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation" ADD CONSTRAINT "consultation_owner_requested_id_uq" UNIQUE("owner_id","requested_id");