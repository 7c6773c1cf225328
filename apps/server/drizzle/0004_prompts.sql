CREATE TABLE "prompt" (
	"document_type" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_version" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_type" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"note" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_version_type_version_uq" UNIQUE("document_type","version")
);
--> statement-breakpoint
ALTER TABLE "prompt_version" ADD CONSTRAINT "prompt_version_document_type_prompt_document_type_fk" FOREIGN KEY ("document_type") REFERENCES "public"."prompt"("document_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_version" ADD CONSTRAINT "prompt_version_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_version_one_active_uq" ON "prompt_version" USING btree ("document_type") WHERE "prompt_version"."active";--> statement-breakpoint
CREATE INDEX "prompt_version_author_idx" ON "prompt_version" USING btree ("author_id");