ALTER TABLE "travel_packages" ADD COLUMN "featured_position" integer;--> statement-breakpoint
-- The packages featured so far keep the order the home page showed them in: by id.
UPDATE "travel_packages" SET "featured_position" = "ranked"."place" FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS "place" FROM "travel_packages" WHERE "is_featured") AS "ranked" WHERE "travel_packages"."id" = "ranked"."id";
