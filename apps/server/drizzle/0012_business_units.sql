CREATE TABLE "business_unit" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_unit_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_unit_invitation_unit_email_uq" UNIQUE("unit_id","email")
);
--> statement-breakpoint
CREATE TABLE "business_unit_member" (
	"unit_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"invited_by" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_unit_member_unit_id_user_id_pk" PRIMARY KEY("unit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "business_unit_period" (
	"unit_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"limit" integer NOT NULL,
	"members" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_unit_period_unit_id_period_start_pk" PRIMARY KEY("unit_id","period_start")
);
--> statement-breakpoint
DROP INDEX "consultation_unit_idx";--> statement-breakpoint
ALTER TABLE "business_unit" ADD CONSTRAINT "business_unit_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_unit_invitation" ADD CONSTRAINT "business_unit_invitation_unit_id_business_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."business_unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_unit_invitation" ADD CONSTRAINT "business_unit_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_unit_member" ADD CONSTRAINT "business_unit_member_unit_id_business_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."business_unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_unit_member" ADD CONSTRAINT "business_unit_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_unit_member" ADD CONSTRAINT "business_unit_member_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_unit_period" ADD CONSTRAINT "business_unit_period_unit_id_business_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."business_unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_unit_owner_idx" ON "business_unit" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "business_unit_invitation_email_idx" ON "business_unit_invitation" USING btree ("email");--> statement-breakpoint
CREATE INDEX "business_unit_member_user_idx" ON "business_unit_member" USING btree ("user_id","status","role");--> statement-breakpoint
ALTER TABLE "consultation" ADD CONSTRAINT "consultation_unit_id_business_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."business_unit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_unit_counted_idx" ON "usage" USING btree ("unit_id","counted_at");--> statement-breakpoint
CREATE INDEX "consultation_unit_idx" ON "consultation" USING btree ("unit_id","created_at");