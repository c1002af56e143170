-- Written by hand before drizzle-kit's output (decision 51): the unique index below cannot be built while two
-- destinations share a name in one country, ignoring case and surrounding spaces. Every one after the first
-- (by id) is renamed 'Rome (duplicate 7)', keeping its packages and images, for staff to merge or delete.
UPDATE "destinations" AS "d" SET "name" = btrim("d"."name") || ' (duplicate ' || "d"."id" || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower(btrim("country")), lower(btrim("name")) ORDER BY "id") AS "n"
  FROM "destinations"
) AS "later"
WHERE "d"."id" = "later"."id" AND "later"."n" > 1;--> statement-breakpoint
-- drizzle-kit's output from here.
ALTER TABLE "travel_packages" DROP CONSTRAINT "travel_packages_destination_id_destinations_id_fk";
--> statement-breakpoint
ALTER TABLE "travel_packages" ADD CONSTRAINT "travel_packages_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "destinations_country_name_unique" ON "destinations" USING btree (lower(btrim("country")),lower(btrim("name")));