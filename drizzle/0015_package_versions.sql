CREATE TABLE "package_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"author_id" integer,
	"changed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_versions_package_version_unique" UNIQUE("package_id","version"),
	CONSTRAINT "package_versions_version_positive" CHECK ("package_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "travel_packages" ADD COLUMN "pending_changes" jsonb;--> statement-breakpoint
ALTER TABLE "travel_packages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "package_versions" ADD CONSTRAINT "package_versions_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_versions" ADD CONSTRAINT "package_versions_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_packages_publish_at_idx" ON "travel_packages" USING btree ("publish_at") WHERE "travel_packages"."publish_at" is not null;