-- Charges (decision 044): payment_orders keeps its name and every column, and says what each
-- charge is for, whom it is from (the supplying owner) and what its subject is; the documents and
-- payout lines that follow money are keyed on the charge, with the booking optional.
ALTER TABLE "payment_orders" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "debit_notes" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_items" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "purpose" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "owner_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "order_id" text;--> statement-breakpoint
-- Every existing charge is a booking's: its supplier is the booking's venue's owner.
UPDATE "payment_orders" o SET "owner_id" = v.owner_id
FROM bookings b JOIN venues v ON v.id = b.venue_id WHERE b.id = o.booking_id;--> statement-breakpoint
-- The purpose each existing charge was inferred to have: a split's share (split_orders), a
-- reschedule's difference (opened on a reschedule hold; once paid it names the moved booking and
-- is that booking's later paid order beside its first, with its debit note when invoiced), a
-- weekly booking's (its booking in a series, or a date row of its order), else a booking's.
UPDATE "payment_orders" o SET "purpose" = CASE
  WHEN EXISTS (SELECT 1 FROM split_orders so WHERE so.order_id = o.id) THEN 'split_share'
  WHEN EXISTS (SELECT 1 FROM bookings h WHERE h.id = o.booking_id AND h.reschedule_of IS NOT NULL)
    OR EXISTS (SELECT 1 FROM debit_notes d WHERE d.order_id = o.id)
    OR (o.status = 'paid' AND EXISTS (
      SELECT 1 FROM bookings m JOIN payment_orders f ON f.booking_id = m.id
      WHERE m.id = o.booking_id AND m.rescheduled_at IS NOT NULL AND f.id <> o.id AND f.status = 'paid'
        AND f.paid_at < o.paid_at AND NOT EXISTS (SELECT 1 FROM split_orders fs WHERE fs.order_id = f.id)))
    THEN 'reschedule'
  WHEN o.parent_order_id IS NOT NULL
    OR EXISTS (SELECT 1 FROM bookings s WHERE s.id = o.booking_id AND s.series_id IS NOT NULL) THEN 'series'
  ELSE 'booking' END;--> statement-breakpoint
-- A booking's invoice and payout lines name the charge that sold the booking (none for a desk
-- booking paid at the venue); a credit note names its refund's charge.
UPDATE "invoices" i SET "order_id" = (
  SELECT o.id FROM payment_orders o WHERE o.booking_id = i.booking_id AND o.status = 'paid'
    AND o.purpose IN ('booking', 'series') ORDER BY o.paid_at, o.id LIMIT 1);--> statement-breakpoint
UPDATE "payout_items" p SET "order_id" = (
  SELECT o.id FROM payment_orders o WHERE o.booking_id = p.booking_id AND o.status = 'paid'
    AND o.purpose IN ('booking', 'series') ORDER BY o.paid_at, o.id LIMIT 1);--> statement-breakpoint
UPDATE "credit_notes" c SET "order_id" = r.order_id FROM refunds r WHERE r.id = c.refund_id;--> statement-breakpoint
-- A booking's charge may leave its owner out (0): its venue's owner is written here, so a
-- booking's charge never names another supplier. A statement that inserts the booking and its
-- charge together names the owner itself (its booking is not visible to this yet).
CREATE FUNCTION payment_orders_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.owner_id INTO NEW.owner_id FROM bookings b JOIN venues v ON v.id = b.venue_id WHERE b.id = NEW.booking_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER payment_orders_owner BEFORE INSERT ON payment_orders
FOR EACH ROW WHEN (NEW.owner_id = 0 AND NEW.booking_id IS NOT NULL) EXECUTE FUNCTION payment_orders_owner();--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_owner_idx" ON "payment_orders" USING btree ("owner_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_charge_payment_once" ON "refunds" USING btree ("payment_id","order_id") WHERE "refunds"."booking_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_payout_charge" ON "payout_items" USING btree ("payout_id","order_id") WHERE "payout_items"."booking_id" is null;--> statement-breakpoint
CREATE INDEX "payout_items_order_idx" ON "payout_items" USING btree ("order_id") WHERE "payout_items"."order_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_once" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK ("payment_orders"."purpose" in ('booking', 'series', 'reschedule', 'split_share', 'credit_top_up'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_subject_check" CHECK (("payment_orders"."purpose" in ('booking', 'series', 'reschedule', 'split_share')) = ("payment_orders"."booking_id" is not null));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_subject_check" CHECK ("credit_notes"."booking_id" is not null or "credit_notes"."order_id" is not null);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subject_check" CHECK ("invoices"."booking_id" is not null or "invoices"."order_id" is not null);--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_subject_check" CHECK ("payout_items"."booking_id" is not null or "payout_items"."order_id" is not null);
