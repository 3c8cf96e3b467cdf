-- The home dashboard's layout each user chose (issue 33): card order and hidden cards.
CREATE TABLE "home_layouts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"card_order" text[] DEFAULT '{}' NOT NULL,
	"hidden" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_layouts" ADD CONSTRAINT "home_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;