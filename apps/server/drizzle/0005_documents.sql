CREATE TABLE "document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"content" jsonb,
	"generated_content" jsonb,
	"grounding_flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prompt_version_id" uuid,
	"prompt_version" integer,
	"text_provider" text,
	"text_model" text,
	"repaired" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"run" integer DEFAULT 1 NOT NULL,
	"edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_consultation_type_uq" UNIQUE("consultation_id","type")
);
--> statement-breakpoint
CREATE TABLE "usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"unit_id" text,
	"consultation_id" uuid,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_consultation_uq" UNIQUE("consultation_id")
);
--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_consultation_id_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_prompt_version_id_prompt_version_id_fk" FOREIGN KEY ("prompt_version_id") REFERENCES "public"."prompt_version"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage" ADD CONSTRAINT "usage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage" ADD CONSTRAINT "usage_consultation_id_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_user_counted_idx" ON "usage" USING btree ("user_id","counted_at");