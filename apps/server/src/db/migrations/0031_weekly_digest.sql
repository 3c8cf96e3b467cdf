ALTER TABLE "general_settings" ADD COLUMN "digest_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "digest_weekday" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "digest_last_sent" date;