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
ALTER TABLE "tutor_link" ADD CONSTRAINT "tutor_link_consultation_id_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_link" ADD CONSTRAINT "tutor_link_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_link_consultation_idx" ON "tutor_link" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_link_expires_idx" ON "tutor_link" USING btree ("expires_at");