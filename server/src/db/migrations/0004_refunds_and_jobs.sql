CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"every_seconds" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"claim" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_name_unique" UNIQUE("name"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'done')),
	CONSTRAINT "jobs_every_check" CHECK ("jobs"."every_seconds" is null or ("jobs"."every_seconds" > 0 and "jobs"."name" is not null))
);
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"order_id" text NOT NULL,
	"booking_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"paid_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0 and "refunds"."amount_paise" <= "refunds"."paid_paise"),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('player_cancelled', 'owner_cancelled', 'admin_cancelled', 'late_payment')),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'processed')),
	CONSTRAINT "refunds_processed_check" CHECK (("refunds"."status" = 'processed') = ("refunds"."provider_refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "order_id", "booking_id", "amount_paise", "paid_paise", "reason", "status", "provider_refund_id", "next_attempt_at", "created_at", "processed_at")
SELECT o.payment_id, o.id, bk.id, bk.refund_paise, o.amount_paise,
	CASE WHEN bk.cancelled_by = bk.user_id THEN 'player_cancelled'
		WHEN (SELECT u.role FROM users u WHERE u.id = bk.cancelled_by) = 'admin' THEN 'admin_cancelled'
		ELSE 'owner_cancelled' END,
	CASE WHEN bk.refund_id IS NOT NULL THEN 'processed' ELSE 'pending' END,
	bk.refund_id,
	CASE WHEN bk.refund_id IS NULL THEN now() END,
	coalesce(bk.cancelled_at, now()),
	CASE WHEN bk.refund_id IS NOT NULL THEN coalesce(bk.cancelled_at, now()) END
FROM bookings bk JOIN payment_orders o ON o.booking_id = bk.id AND o.status = 'paid' AND o.payment_id IS NOT NULL
WHERE bk.status = 'cancelled' AND bk.refund_paise > 0 AND bk.refund_paise <= o.amount_paise;--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "order_id", "booking_id", "amount_paise", "paid_paise", "reason", "status", "created_at")
SELECT o.payment_id, o.id, o.booking_id, o.amount_paise, o.amount_paise, 'late_payment', 'pending', coalesce(o.paid_at, now())
FROM payment_orders o WHERE o.status = 'refunded' AND o.payment_id IS NOT NULL
ON CONFLICT ("payment_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "jobs" ("kind", "payload")
SELECT 'refund', jsonb_build_object('refundId', r.id) FROM refunds r WHERE r.status = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amounts_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_status_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_paise";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_status";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."base_paise" >= 0 and "bookings"."add_ons_paise" >= 0 and "bookings"."gst_paise" >= 0 and "bookings"."total_paise" = "bookings"."base_paise" + "bookings"."add_ons_paise" + "bookings"."gst_paise" and "bookings"."pay_now_paise" > 0 and "bookings"."pay_now_paise" <= "bookings"."total_paise");--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "gross_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "fee_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "refund_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "net_paise" SET DATA TYPE bigint;
