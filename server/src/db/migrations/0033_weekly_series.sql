CREATE TABLE "booking_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"court_id" integer NOT NULL,
	"slot" text NOT NULL,
	"weeks" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_series_weeks_check" CHECK ("booking_series"."weeks" between 2 and 12),
	CONSTRAINT "booking_series_discount_check" CHECK ("booking_series"."discount_percent" between 0 and 50)
);
--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_payment_id_unique";--> statement-breakpoint
DROP INDEX "refunds_payment_once";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "parent_order_id" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "series_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_series" ADD CONSTRAINT "booking_series_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_series_user_idx" ON "booking_series" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_series_id_booking_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."booking_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_parent_order_id_payment_orders_id_fk" FOREIGN KEY ("parent_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_series_idx" ON "bookings" USING btree ("series_id") WHERE "bookings"."series_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_payment_id_unique" ON "payment_orders" USING btree ("payment_id") WHERE "payment_orders"."parent_order_id" is null;--> statement-breakpoint
CREATE INDEX "payment_orders_parent_idx" ON "payment_orders" USING btree ("parent_order_id") WHERE "payment_orders"."parent_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_once" ON "refunds" USING btree ("payment_id","booking_id",("reason" = 'rescheduled')) WHERE "refunds"."reason" <> 'split_share';--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_series_discount_check" CHECK ("venues"."series_discount_percent" between 0 and 50);