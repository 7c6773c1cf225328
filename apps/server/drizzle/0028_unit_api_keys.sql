ALTER TABLE "api_key" ADD COLUMN "unit_id" text;--> statement-breakpoint
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_unit_id_business_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."business_unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_unit_idx" ON "api_key" USING btree ("unit_id");