CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"stripe_session_id" text,
	"recorded_by_id" integer,
	"recorded_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_payments_stripe_session_id_unique" UNIQUE("stripe_session_id"),
	CONSTRAINT "booking_payments_amount_positive" CHECK ("booking_payments"."amount" > 0),
	CONSTRAINT "booking_payments_method_known" CHECK ("booking_payments"."method" in ('card', 'bank', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"deposit_per_person" numeric(10, 2) DEFAULT '100.00' NOT NULL,
	"hold_minutes" integer DEFAULT 1440 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_one_row" CHECK ("booking_settings"."id" = 1),
	CONSTRAINT "booking_settings_deposit_not_negative" CHECK ("booking_settings"."deposit_per_person" >= 0),
	CONSTRAINT "booking_settings_hold_minutes" CHECK ("booking_settings"."hold_minutes" >= 30)
);
--> statement-breakpoint
CREATE TABLE "booking_travellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"first_name" text NOT NULL,
	"surname" text NOT NULL,
	"date_of_birth" date NOT NULL,
	CONSTRAINT "booking_travellers_position_unique" UNIQUE("booking_id","position")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"package_id" integer,
	"pricing_option_id" integer,
	"airport_id" integer,
	"package_title" text NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date,
	"airport_name" text,
	"traveller_count" integer NOT NULL,
	"price_per_person" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"deposit" numeric(10, 2) NOT NULL,
	"payment_choice" text NOT NULL,
	"balance_due_date" date NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"phone" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"town" text NOT NULL,
	"postcode" text NOT NULL,
	"lead_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"cancellation_charge" numeric(10, 2),
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('held', 'deposit_paid', 'paid', 'cancelled', 'expired')),
	CONSTRAINT "bookings_payment_choice_known" CHECK ("bookings"."payment_choice" in ('deposit', 'full')),
	CONSTRAINT "bookings_travellers_1_to_9" CHECK ("bookings"."traveller_count" between 1 and 9),
	CONSTRAINT "bookings_total_positive" CHECK ("bookings"."total" > 0),
	CONSTRAINT "bookings_deposit_within_total" CHECK ("bookings"."deposit" >= 0 and "bookings"."deposit" <= "bookings"."total")
);
--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_recorded_by_id_admin_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pricing_option_id_pricing_options_id_fk" FOREIGN KEY ("pricing_option_id") REFERENCES "public"."pricing_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_contact_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "bookings_departure_idx" ON "bookings" USING btree ("departure_date","id");--> statement-breakpoint
CREATE INDEX "bookings_email_key_idx" ON "bookings" USING btree ("email_key");