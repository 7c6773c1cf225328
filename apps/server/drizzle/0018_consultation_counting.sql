ALTER TABLE "consultation" ADD COLUMN "trial_user_id" text;--> statement-breakpoint
ALTER TABLE "usage" ADD COLUMN "trial_user_id" text;--> statement-breakpoint
ALTER TABLE "usage" ADD COLUMN "given_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usage" ADD COLUMN "audio_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation" ADD CONSTRAINT "consultation_trial_user_id_user_id_fk" FOREIGN KEY ("trial_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage" ADD CONSTRAINT "usage_trial_user_id_user_id_fk" FOREIGN KEY ("trial_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_trial_user_idx" ON "consultation" USING btree ("trial_user_id") WHERE "consultation"."trial_user_id" is not null;--> statement-breakpoint
CREATE INDEX "usage_trial_user_idx" ON "usage" USING btree ("trial_user_id") WHERE "usage"."trial_user_id" is not null;--> statement-breakpoint
-- Consultations already admitted under a free allowance: personal ones of vets who never had a paid plan,
-- and those of units that never had one (then the unit owner's trial). Decision 032.
UPDATE "consultation" c SET "trial_user_id" = c."owner_id"
  WHERE c."unit_id" IS NULL AND NOT EXISTS (
    SELECT 1 FROM "subscription" s WHERE s."user_id" = c."owner_id" AND s."unit_id" IS NULL AND s."plan" <> 'gratis');--> statement-breakpoint
UPDATE "consultation" c SET "trial_user_id" = b."owner_id" FROM "business_unit" b
  WHERE c."unit_id" = b."id" AND NOT EXISTS (
    SELECT 1 FROM "subscription" s WHERE s."unit_id" = b."id" AND s."plan" <> 'gratis');--> statement-breakpoint
UPDATE "usage" u SET "trial_user_id" = u."user_id"
  WHERE u."unit_id" IS NULL AND u."user_id" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "subscription" s WHERE s."user_id" = u."user_id" AND s."unit_id" IS NULL AND s."plan" <> 'gratis');--> statement-breakpoint
UPDATE "usage" u SET "trial_user_id" = b."owner_id" FROM "business_unit" b
  WHERE u."unit_id" = b."id" AND NOT EXISTS (
    SELECT 1 FROM "subscription" s WHERE s."unit_id" = b."id" AND s."plan" <> 'gratis');--> statement-breakpoint
-- What the old rule left uncounted but the new one counts: a transcribed segment or a document asked for.
INSERT INTO "usage" ("user_id", "unit_id", "consultation_id", "counted_at", "trial_user_id")
  SELECT c."owner_id", c."unit_id", c."id", first."at", c."trial_user_id"
  FROM "consultation" c
  JOIN LATERAL (
    SELECT min(x."at") AS "at" FROM (
      SELECT t."updated_at" AS "at" FROM "transcript_segment" t WHERE t."consultation_id" = c."id" AND t."status" = 'done'
      UNION ALL
      SELECT d."created_at" FROM "document" d WHERE d."consultation_id" = c."id"
    ) x
  ) first ON first."at" IS NOT NULL
  WHERE NOT EXISTS (SELECT 1 FROM "usage" u WHERE u."consultation_id" = c."id")
ON CONFLICT DO NOTHING;
