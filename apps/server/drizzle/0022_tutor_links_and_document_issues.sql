CREATE TABLE "document_issue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"document_id" uuid NOT NULL,
	"type" text NOT NULL,
	"vet_name" text NOT NULL,
	"crmv" text NOT NULL,
	"fingerprint" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_issue_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tutor_link" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"consultation_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"document_types" jsonb NOT NULL,
	"iv" text,
	"ciphertext" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_link_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "document_issue" ADD CONSTRAINT "document_issue_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_link" ADD CONSTRAINT "tutor_link_consultation_id_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_link" ADD CONSTRAINT "tutor_link_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_issue_document_idx" ON "document_issue" USING btree ("document_id","issued_at");--> statement-breakpoint
CREATE INDEX "tutor_link_consultation_idx" ON "tutor_link" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_link_expires_idx" ON "tutor_link" USING btree ("expires_at");