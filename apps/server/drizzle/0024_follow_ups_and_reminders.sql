CREATE TABLE "follow_up" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"due_date" date NOT NULL,
	"evidence" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_reminder" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"follow_up_id" uuid NOT NULL,
	"tutor_link_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"contact" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "follow_up" ADD CONSTRAINT "follow_up_consultation_id_consultation_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_reminder" ADD CONSTRAINT "follow_up_reminder_follow_up_id_follow_up_id_fk" FOREIGN KEY ("follow_up_id") REFERENCES "public"."follow_up"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_reminder" ADD CONSTRAINT "follow_up_reminder_tutor_link_id_tutor_link_id_fk" FOREIGN KEY ("tutor_link_id") REFERENCES "public"."tutor_link"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_consultation_idx" ON "follow_up" USING btree ("consultation_id","due_date");--> statement-breakpoint
CREATE INDEX "follow_up_due_date_idx" ON "follow_up" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "follow_up_reminder_pending_idx" ON "follow_up_reminder" USING btree ("status","follow_up_id");--> statement-breakpoint
CREATE INDEX "follow_up_reminder_follow_up_idx" ON "follow_up_reminder" USING btree ("follow_up_id");