CREATE TABLE "booking_checkout_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"url" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_checkout_sessions_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
ALTER TABLE "booking_checkout_sessions" ADD CONSTRAINT "booking_checkout_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_checkout_sessions_booking_idx" ON "booking_checkout_sessions" USING btree ("booking_id","expires_at");