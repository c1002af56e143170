CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"author_id" integer,
	"author_email" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_requests_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
DROP INDEX "contact_leads_email_key_idx";--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_contact_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_requests" ADD CONSTRAINT "lead_requests_lead_id_contact_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_requests_lead_idx" ON "lead_requests" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_leads" ADD CONSTRAINT "contact_leads_assignee_id_admin_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_leads_created_idx" ON "contact_leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_leads_status_idx" ON "contact_leads" USING btree ("status","follow_up_on");--> statement-breakpoint
CREATE INDEX "contact_leads_email_key_idx" ON "contact_leads" USING btree ("email_key","created_at");--> statement-breakpoint
ALTER TABLE "contact_leads" ADD CONSTRAINT "contact_leads_status_known" CHECK ("contact_leads"."status" in ('new', 'contacted', 'booked', 'not-interested'));