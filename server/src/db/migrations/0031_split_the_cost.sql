CREATE TABLE "split_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"split_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "splits" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"organiser_id" integer NOT NULL,
	"token" text NOT NULL,
	"shares" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "splits_one_per_booking" UNIQUE("booking_id"),
	CONSTRAINT "splits_token_unique" UNIQUE("token"),
	CONSTRAINT "splits_shares_check" CHECK ("splits"."shares" between 2 and 22),
	CONSTRAINT "splits_total_check" CHECK ("splits"."total_paise" > 0),
	CONSTRAINT "splits_status_check" CHECK ("splits"."status" in ('open', 'closed')),
	CONSTRAINT "splits_closed_check" CHECK (("splits"."status" = 'closed') = ("splits"."closed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
DROP INDEX "refunds_payment_once";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "share_order_id" text;--> statement-breakpoint
ALTER TABLE "split_orders" ADD CONSTRAINT "split_orders_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_orders" ADD CONSTRAINT "split_orders_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_orders" ADD CONSTRAINT "split_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "split_orders_split_idx" ON "split_orders" USING btree ("split_id","user_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_share_order_id_payment_orders_id_fk" FOREIGN KEY ("share_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_once" ON "refunds" USING btree ("payment_id",("reason" = 'rescheduled')) WHERE "refunds"."reason" <> 'split_share';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_share_order_once" UNIQUE("share_order_id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_share_order_check" CHECK (("refunds"."reason" = 'split_share') = ("refunds"."share_order_id" is not null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('player_cancelled', 'owner_cancelled', 'admin_cancelled', 'late_payment', 'duplicate_payment', 'rescheduled', 'split_share'));