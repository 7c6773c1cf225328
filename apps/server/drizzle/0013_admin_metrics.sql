CREATE TABLE "admin_daily_count" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "admin_daily_count_metric_day_key_pk" PRIMARY KEY("metric","day","key")
);
--> statement-breakpoint
CREATE TABLE "provider_call" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"ok" boolean NOT NULL,
	"error_code" text
);
--> statement-breakpoint
CREATE INDEX "provider_call_started_at_idx" ON "provider_call" USING btree ("started_at");