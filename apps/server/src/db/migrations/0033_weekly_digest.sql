-- The weekly e-mail (issue 33): opt-in, the user's weekday, and the day it was last sent (one a day).
ALTER TABLE "general_settings" ADD COLUMN "digest_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "digest_weekday" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "general_settings" ADD COLUMN "digest_last_sent" date;