-- Courts (docs/product/courts.md): every venue becomes one court, keeping every booking on it.
CREATE TABLE "courts" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courts_name_check" CHECK (char_length("courts"."name") between 1 and 40)
);
--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courts_venue_idx" ON "courts" USING btree ("venue_id","position");--> statement-breakpoint
CREATE TABLE "court_overlaps" (
	"court_id" integer NOT NULL,
	"other_court_id" integer NOT NULL,
	CONSTRAINT "court_overlaps_court_id_other_court_id_pk" PRIMARY KEY("court_id","other_court_id"),
	CONSTRAINT "court_overlaps_order_check" CHECK ("court_overlaps"."court_id" < "court_overlaps"."other_court_id")
);
--> statement-breakpoint
ALTER TABLE "court_overlaps" ADD CONSTRAINT "court_overlaps_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_overlaps" ADD CONSTRAINT "court_overlaps_other_court_id_courts_id_fk" FOREIGN KEY ("other_court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_overlaps_other_idx" ON "court_overlaps" USING btree ("other_court_id");--> statement-breakpoint
-- A venue has one court from the start, whoever inserts it (listings, seed, tests).
CREATE FUNCTION venues_first_court() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO courts (venue_id, name)
  VALUES (NEW.id, CASE NEW.venue_type WHEN 'ground' THEN 'Main ground' WHEN 'nets' THEN 'Net 1' ELSE 'Box A' END);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER venues_first_court AFTER INSERT ON venues FOR EACH ROW EXECUTE FUNCTION venues_first_court();--> statement-breakpoint
INSERT INTO courts (venue_id, name)
SELECT id, CASE venue_type WHEN 'ground' THEN 'Main ground' WHEN 'nets' THEN 'Net 1' ELSE 'Box A' END FROM venues ORDER BY id;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "court_id" integer;--> statement-breakpoint
UPDATE "bookings" SET "court_id" = c.id FROM courts c WHERE c.venue_id = bookings.venue_id;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "court_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_source_check" CHECK ("bookings"."source" in ('online', 'desk'));--> statement-breakpoint
DROP INDEX "bookings_one_per_slot";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_per_slot" ON "bookings" USING btree ("court_id","date","slot") WHERE "bookings"."status" in ('held', 'confirmed', 'completed', 'disputed');--> statement-breakpoint
CREATE TABLE "court_overlap_claims" (
	"court_id" integer NOT NULL,
	"other_court_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"booking_id" integer NOT NULL,
	CONSTRAINT "court_overlap_claims_pkey" PRIMARY KEY("court_id","other_court_id","date","slot")
);
--> statement-breakpoint
ALTER TABLE "court_overlap_claims" ADD CONSTRAINT "court_overlap_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_overlap_claims_booking_idx" ON "court_overlap_claims" USING btree ("booking_id");--> statement-breakpoint
-- Shared space: a live booking claims, for its date and slot, every overlapping pair its court
-- is in; a second live booking of an overlapping court meets the primary key (unique_violation,
-- answered 409 like bookings_one_per_slot). Leaving the live statuses, or moving, gives it back.
CREATE FUNCTION bookings_claim_overlaps() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_live boolean := TG_OP = 'UPDATE' AND OLD.status IN ('held', 'confirmed', 'completed', 'disputed');
  is_live boolean := NEW.status IN ('held', 'confirmed', 'completed', 'disputed');
BEGIN
  IF was_live AND is_live AND OLD.court_id = NEW.court_id AND OLD.date = NEW.date AND OLD.slot = NEW.slot THEN
    RETURN NEW;
  END IF;
  IF was_live THEN
    DELETE FROM court_overlap_claims WHERE booking_id = NEW.id;
  END IF;
  IF is_live THEN
    INSERT INTO court_overlap_claims (court_id, other_court_id, date, slot, booking_id)
    SELECT o.court_id, o.other_court_id, NEW.date, NEW.slot, NEW.id FROM court_overlaps o
    WHERE o.court_id = NEW.court_id OR o.other_court_id = NEW.court_id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_claim_overlaps AFTER INSERT OR UPDATE OF status, court_id, date, slot ON bookings
FOR EACH ROW EXECUTE FUNCTION bookings_claim_overlaps();
