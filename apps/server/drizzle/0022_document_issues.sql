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
ALTER TABLE "document_issue" ADD CONSTRAINT "document_issue_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_issue_document_idx" ON "document_issue" USING btree ("document_id","issued_at");