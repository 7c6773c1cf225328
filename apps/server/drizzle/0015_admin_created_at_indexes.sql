CREATE INDEX "consultation_created_at_idx" ON "consultation" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "document_created_at_idx" ON "document" USING btree ("created_at");