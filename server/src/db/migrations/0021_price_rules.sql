CREATE TABLE "price_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"court_id" integer,
	"weekdays" jsonb,
	"from_time" text,
	"to_time" text,
	"dates" jsonb,
	"price_paise" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "price_rules_price_check" CHECK ("price_rules"."price_paise" > 0),
	CONSTRAINT "price_rules_band_check" CHECK (("price_rules"."from_time" is null) = ("price_rules"."to_time" is null))
);
--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_rules_venue_idx" ON "price_rules" USING btree ("venue_id","position");