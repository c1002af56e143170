CREATE TABLE "lowest_monthly_prices" (
	"package_id" integer NOT NULL,
	"airport_id" integer,
	"month" date NOT NULL,
	"lowest_price" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
DROP INDEX "pricing_options_search_month_idx";--> statement-breakpoint
DROP INDEX "pricing_options_airport_departure_idx";--> statement-breakpoint
DROP INDEX "pricing_options_search_airport_idx";--> statement-breakpoint
ALTER TABLE "lowest_monthly_prices" ADD CONSTRAINT "lowest_monthly_prices_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lowest_monthly_prices" ADD CONSTRAINT "lowest_monthly_prices_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lowest_monthly_prices_package_idx" ON "lowest_monthly_prices" USING btree ("package_id","month","airport_id","lowest_price");--> statement-breakpoint
CREATE INDEX "lowest_monthly_prices_airport_idx" ON "lowest_monthly_prices" USING btree ("airport_id","month","package_id","lowest_price");--> statement-breakpoint
CREATE INDEX "lowest_monthly_prices_month_idx" ON "lowest_monthly_prices" USING btree ("month","package_id","lowest_price");--> statement-breakpoint
CREATE INDEX "pricing_options_search_package_idx" ON "pricing_options" USING btree ("package_id","departure_date","airport_id","price","discounted_price") WHERE "pricing_options"."is_available" and ("pricing_options"."available_seats" is null or "pricing_options"."available_seats" > 0);--> statement-breakpoint
CREATE INDEX "pricing_options_search_airport_idx" ON "pricing_options" USING btree ("airport_id","departure_date","package_id","price","discounted_price") WHERE "pricing_options"."is_available" and ("pricing_options"."available_seats" is null or "pricing_options"."available_seats" > 0);--> statement-breakpoint
-- Recomputes the lowest monthly prices of the given packages from their bookable departures (the same
-- rule as `bookableDeparture` and the displayed price of SPEC 9). Writers of one package take turns on
-- an advisory lock, so the later one recomputes from the earlier one's committed rows.
CREATE FUNCTION "refresh_lowest_monthly_prices"(package_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('lowest_monthly_prices'), id) FROM unnest(package_ids) AS id ORDER BY id;
  DELETE FROM lowest_monthly_prices WHERE package_id = ANY(package_ids);
  INSERT INTO lowest_monthly_prices (package_id, airport_id, month, lowest_price)
  SELECT package_id, airport_id, date_trunc('month', departure_date::timestamp)::date,
    min(least(price, coalesce(nullif(discounted_price, 0), price)))
  FROM pricing_options
  WHERE package_id = ANY(package_ids) AND is_available AND (available_seats IS NULL OR available_seats > 0)
  GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- One refresh per statement, for the packages it touched: a 10,000-row import recomputes its package once.
CREATE FUNCTION "pricing_options_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_lowest_monthly_prices(array(SELECT DISTINCT package_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_lowest_monthly_prices(array(SELECT DISTINCT package_id FROM old_rows));
  ELSE
    PERFORM refresh_lowest_monthly_prices(array(SELECT package_id FROM old_rows UNION SELECT package_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pricing_options_inserted" AFTER INSERT ON "pricing_options"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pricing_options_changed();
--> statement-breakpoint
CREATE TRIGGER "pricing_options_updated" AFTER UPDATE ON "pricing_options"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pricing_options_changed();
--> statement-breakpoint
CREATE TRIGGER "pricing_options_deleted" AFTER DELETE ON "pricing_options"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pricing_options_changed();
--> statement-breakpoint
SELECT refresh_lowest_monthly_prices(array(SELECT id FROM travel_packages));
