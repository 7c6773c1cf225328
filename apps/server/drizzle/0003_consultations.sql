CREATE TABLE "consultation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"unit_id" text,
	"patient_name" text NOT NULL,
	"species" text NOT NULL,
	"breed" text,
	"sex" text,
	"age" text,
	"weight_kg" double precision,
	"neutered" boolean,
	"status" text DEFAULT 'recording' NOT NULL,
	"last_segment_index" integer,
	"transcript" text DEFAULT '' NOT NULL,
	"transcript_too_short" boolean DEFAULT true NOT NULL,
	"transcript_edited_at" timestamp with time zone,
	"duration_seconds" integer,
	"stt_provider" text,
	"stt_model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_segment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consultation_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transcript_segment_consultation_index_uq" UNIQUE("consultation_id","index")
);
--> statement-breakpoint
ALTER TABLE "consultation" ADD CONSTRAINT "consultation_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segment" ADD CONSTRAINT "transcript_segment_consultation_id_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_owner_created_idx" ON "consultation" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "consultation_unit_idx" ON "consultation" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "job_runnable_idx" ON "job" USING btree ("status","run_at");