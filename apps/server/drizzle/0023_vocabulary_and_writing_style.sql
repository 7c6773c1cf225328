CREATE TABLE "vocabulary_evidence" (
	"term_id" uuid NOT NULL,
	"consultation_id" uuid NOT NULL,
	CONSTRAINT "vocabulary_evidence_term_id_consultation_id_pk" PRIMARY KEY("term_id","consultation_id")
);
--> statement-breakpoint
CREATE TABLE "vocabulary_term" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_key" text NOT NULL,
	"user_id" text,
	"unit_id" text,
	"term" text NOT NULL,
	"heard" text,
	"match_key" text NOT NULL,
	"source" text NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vocabulary_term_owner_match_uq" UNIQUE("owner_key","match_key")
);
--> statement-breakpoint
CREATE TABLE "writing_style" (
	"user_id" text PRIMARY KEY NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered_suggestions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transcript_segment" ADD COLUMN "corrections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vocabulary_evidence" ADD CONSTRAINT "vocabulary_evidence_term_id_vocabulary_term_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."vocabulary_term"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_evidence" ADD CONSTRAINT "vocabulary_evidence_consultation_id_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_term" ADD CONSTRAINT "vocabulary_term_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vocabulary_term" ADD CONSTRAINT "vocabulary_term_unit_id_business_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."business_unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_style" ADD CONSTRAINT "writing_style_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vocabulary_evidence_consultation_idx" ON "vocabulary_evidence" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "vocabulary_term_user_idx" ON "vocabulary_term" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vocabulary_term_unit_idx" ON "vocabulary_term" USING btree ("unit_id");