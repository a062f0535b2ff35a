-- Page views count once per visitor, venue and IST day (was: per hour). Existing rows keep their IST day; duplicates within a day go.
ALTER TABLE "venue_views" ADD COLUMN "day" date;
--> statement-breakpoint
UPDATE "venue_views" SET "day" = (("hour" at time zone 'UTC') + interval '330 minutes')::date;
--> statement-breakpoint
DELETE FROM "venue_views" a USING "venue_views" b
  WHERE a."venue_id" = b."venue_id" AND a."visitor_key" = b."visitor_key" AND a."day" = b."day" AND a."id" > b."id";
--> statement-breakpoint
ALTER TABLE "venue_views" ALTER COLUMN "day" SET NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "venue_views_once_per_hour";
--> statement-breakpoint
DROP INDEX IF EXISTS "venue_views_hour_idx";
--> statement-breakpoint
ALTER TABLE "venue_views" DROP COLUMN "hour";
--> statement-breakpoint
CREATE UNIQUE INDEX "venue_views_once_per_day" ON "venue_views" USING btree ("venue_id","visitor_key","day");
--> statement-breakpoint
CREATE INDEX "venue_views_day_idx" ON "venue_views" USING btree ("day");
