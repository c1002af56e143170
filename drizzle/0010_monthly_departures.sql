CREATE TABLE "monthly_departures" (
	"package_id" integer NOT NULL,
	"airport_id" integer,
	"month" date NOT NULL,
	"departures" integer NOT NULL,
	"first_departure" date NOT NULL,
	"last_departure" date NOT NULL,
	"bookable" integer NOT NULL,
	"lowest_price" numeric(10, 2),
	"highest_price" numeric(10, 2)
);
--> statement-breakpoint
ALTER TABLE "monthly_departures" ADD CONSTRAINT "monthly_departures_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_departures" ADD CONSTRAINT "monthly_departures_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_departures_package_idx" ON "monthly_departures" USING btree ("package_id","month");--> statement-breakpoint
-- Written by hand after drizzle-kit's output, as in 0003: one refresh keeps both derived tables, under the same
-- lock, and the lowest monthly prices are now read from the month sums rather than from the departures again.
CREATE OR REPLACE FUNCTION "refresh_lowest_monthly_prices"(package_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('lowest_monthly_prices'), id) FROM unnest(package_ids) AS id ORDER BY id;
  DELETE FROM monthly_departures WHERE package_id = ANY(package_ids);
  INSERT INTO monthly_departures
    (package_id, airport_id, month, departures, first_departure, last_departure, bookable, lowest_price, highest_price)
  SELECT package_id, airport_id, month, count(*), min(departure_date), max(departure_date),
    count(*) FILTER (WHERE bookable), min(shown) FILTER (WHERE bookable), max(shown) FILTER (WHERE bookable)
  FROM (
    SELECT package_id, airport_id, departure_date,
      date_trunc('month', departure_date::timestamp)::date AS month,
      is_available AND (available_seats IS NULL OR available_seats > 0) AS bookable,
      least(price, coalesce(nullif(discounted_price, 0), price)) AS shown
    FROM pricing_options
    WHERE package_id = ANY(package_ids)
  ) AS departures
  GROUP BY package_id, airport_id, month;
  DELETE FROM lowest_monthly_prices WHERE package_id = ANY(package_ids);
  INSERT INTO lowest_monthly_prices (package_id, airport_id, month, lowest_price)
  SELECT package_id, airport_id, month, lowest_price
  FROM monthly_departures
  WHERE package_id = ANY(package_ids) AND lowest_price IS NOT NULL;
END $$;
--> statement-breakpoint
SELECT refresh_lowest_monthly_prices(array(SELECT id FROM travel_packages));
