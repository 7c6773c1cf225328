ALTER TABLE "consultation" ADD COLUMN "speaker_labels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transcript_segment" ADD COLUMN "speakers" jsonb;