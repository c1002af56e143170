CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "airports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text,
	CONSTRAINT "airports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"name" text NOT NULL,
	"included" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_leads_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer,
	"destination_id" integer,
	"type" text,
	"url" text NOT NULL,
	"alt_text" text,
	"title" text,
	"base64_data" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_one_owner" CHECK (("images"."package_id" is null) <> ("images"."destination_id" is null)),
	CONSTRAINT "images_sequence_non_negative" CHECK ("images"."sequence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"label" text NOT NULL,
	"icon" text DEFAULT 'plane' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"airport_id" integer,
	"departure_date" date NOT NULL,
	"return_date" date,
	"price" numeric(10, 2) NOT NULL,
	"discounted_price" numeric(10, 2),
	"available_seats" integer,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_options_package_airport_date_unique" UNIQUE NULLS NOT DISTINCT("package_id","airport_id","departure_date"),
	CONSTRAINT "pricing_options_price_positive" CHECK ("pricing_options"."price" > 0),
	CONSTRAINT "pricing_options_discount_positive" CHECK ("pricing_options"."discounted_price" is null or "pricing_options"."discounted_price" > 0),
	CONSTRAINT "pricing_options_seats_non_negative" CHECK ("pricing_options"."available_seats" is null or "pricing_options"."available_seats" >= 0),
	CONSTRAINT "pricing_options_return_after_departure" CHECK ("pricing_options"."return_date" is null or "pricing_options"."return_date" >= "pricing_options"."departure_date")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"date" date DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"itinerary" text,
	"accommodation_details" text,
	"additional_info" text,
	"whats_included" text,
	"duration" integer NOT NULL,
	"accommodation_type" text,
	"board_type" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"destination_id" integer,
	"base_price" numeric(10, 2),
	"hero_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "travel_packages_duration_positive" CHECK ("travel_packages"."duration" > 0),
	CONSTRAINT "travel_packages_base_price_positive" CHECK ("travel_packages"."base_price" is null or "travel_packages"."base_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "widget_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"widget_type" text NOT NULL,
	"widget_id" text,
	"position" integer DEFAULT 99 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_features" ADD CONSTRAINT "package_features_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_options" ADD CONSTRAINT "pricing_options_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_options" ADD CONSTRAINT "pricing_options_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD CONSTRAINT "travel_packages_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_unique" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "amenities_package_idx" ON "amenities" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "contact_leads_outbox_idx" ON "contact_leads" USING btree ("forwarded_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "images_package_idx" ON "images" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "images_destination_idx" ON "images" USING btree ("destination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_email_unique" ON "newsletter_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "package_features_package_idx" ON "package_features" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "pricing_options_departure_idx" ON "pricing_options" USING btree ("departure_date","airport_id");--> statement-breakpoint
CREATE INDEX "reviews_package_idx" ON "reviews" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "travel_packages_destination_idx" ON "travel_packages" USING btree ("destination_id");