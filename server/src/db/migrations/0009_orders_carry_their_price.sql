-- An order carries the price it was opened at; a paid order's price becomes its booking's
-- (docs/decisions/017-what-is-paid-is-what-is-booked.md). Existing orders take their booking's
-- price, which is what their hold recorded.
ALTER TABLE "bookings" ADD COLUMN "payment_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "bookings" SET "payment_attempts" = (SELECT count(*) FROM "payment_orders" o WHERE o."booking_id" = "bookings"."id") WHERE "status" = 'held';--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "base_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "add_ons_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "gst_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "total_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "add_ons" jsonb;--> statement-breakpoint
UPDATE "payment_orders" o SET "base_paise" = b."base_paise", "add_ons_paise" = b."add_ons_paise", "gst_paise" = b."gst_paise",
  "total_paise" = b."total_paise", "add_ons" = b."add_ons"
  FROM "bookings" b WHERE b."id" = o."booking_id";--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "base_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "add_ons_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "gst_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "total_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "add_ons" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_amount_check";--> statement-breakpoint
-- NOT VALID: an order opened before this release at a price its hold did not record (the defect
-- this fixes) keeps its row; every order from now on is checked.
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_paise" > 0 and "payment_orders"."amount_paise" <= "payment_orders"."total_paise" and "payment_orders"."total_paise" = "payment_orders"."base_paise" + "payment_orders"."add_ons_paise" + "payment_orders"."gst_paise") NOT VALID;
