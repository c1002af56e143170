-- Addresses are compared by their key, `emailKey` in app/lib/email-address.ts, never by the database's
-- lower() (decision 47). A visitor's address keeps what they typed, with its key beside it; a member of
-- staff's was stored lower-cased already and becomes its key in place.
--
-- The keys start as lower(email): the old unique indexes were on exactly that, so no two rows can collide
-- here, and for plain ASCII it is the key already. The few rows whose key JavaScript would write otherwise
-- (any letter beyond ASCII) are given their exact key, and rows that turn out to be one address are merged,
-- by `keyStoredAddresses` (app/db/address-keys.server.ts), which every migration run calls after this file.
DROP INDEX "newsletter_signups_email_unique";--> statement-breakpoint
DROP INDEX "admin_users_email_unique";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "staff_invitations_email_unique";--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "contact_leads" SET "email_key" = lower("email");--> statement-breakpoint
ALTER TABLE "contact_leads" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_signups" ADD COLUMN "email_key" text;--> statement-breakpoint
UPDATE "newsletter_signups" SET "email_key" = lower("email");--> statement-breakpoint
ALTER TABLE "newsletter_signups" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_leads_email_key_idx" ON "contact_leads" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_email_key_unique" ON "newsletter_signups" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_unique" ON "admin_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_email_unique" ON "staff_invitations" USING btree ("email");
