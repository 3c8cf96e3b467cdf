-- Attention items of the home dashboard a user dismissed (issue 33): one row per item id, which
-- names the cause, so a changed cause shows again.
CREATE TABLE "home_dismissals" (
	"user_id" integer NOT NULL,
	"item_id" text NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_dismissals_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "home_dismissals_item_ck" CHECK (length("home_dismissals"."item_id") BETWEEN 1 AND 100)
);
--> statement-breakpoint
ALTER TABLE "home_dismissals" ADD CONSTRAINT "home_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;