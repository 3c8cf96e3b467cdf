CREATE TABLE "forecast_scenarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forecast_scenarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forecast_scenarios_name_ck" CHECK (length("forecast_scenarios"."name") BETWEEN 1 AND 100),
	CONSTRAINT "forecast_scenarios_inputs_ck" CHECK (jsonb_typeof("forecast_scenarios"."inputs") = 'object')
);
--> statement-breakpoint
ALTER TABLE "forecast_scenarios" ADD CONSTRAINT "forecast_scenarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forecast_scenarios_user_idx" ON "forecast_scenarios" USING btree ("user_id","id");