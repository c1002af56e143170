CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"pricing_option_id" integer NOT NULL,
	"action" text NOT NULL,
	"admin_user_id" integer,
	"admin_email" text,
	"old_values" jsonb,
	"new_values" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_package_idx" ON "price_history" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE INDEX "price_history_option_idx" ON "price_history" USING btree ("pricing_option_id","created_at");