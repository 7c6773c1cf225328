ALTER TABLE "document" DROP CONSTRAINT "document_consultation_type_uq";--> statement-breakpoint
ALTER TABLE "consultation" ADD COLUMN "other_patients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation" ADD COLUMN "animal_split" jsonb;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "patient_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_consultation_type_patient_uq" UNIQUE("consultation_id","type","patient_index");