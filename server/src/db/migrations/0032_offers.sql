CREATE TABLE "coupon_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner_id" integer,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_paise" integer,
	"min_order_paise" integer,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"venue_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_booking_only" boolean DEFAULT false NOT NULL,
	"per_user_limit" integer,
	"total_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'flat')),
	CONSTRAINT "coupons_value_check" CHECK (("coupons"."kind" = 'percent' and "coupons"."value" between 1 and 100) or ("coupons"."kind" = 'flat' and "coupons"."value" > 0)),
	CONSTRAINT "coupons_dates_check" CHECK ("coupons"."valid_to" >= "coupons"."valid_from"),
	CONSTRAINT "coupons_limits_check" CHECK (("coupons"."per_user_limit" is null or "coupons"."per_user_limit" > 0) and ("coupons"."total_limit" is null or "coupons"."total_limit" > 0))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_amounts_check";--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_amount_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_booking_unique" ON "coupon_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_owner_idx" ON "coupons" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amounts_check" CHECK ("bookings"."base_paise" >= 0 and "bookings"."add_ons_paise" >= 0 and "bookings"."gst_paise" >= 0 and "bookings"."discount_paise" >= 0 and "bookings"."discount_paise" <= "bookings"."base_paise" + "bookings"."add_ons_paise" and "bookings"."total_paise" = "bookings"."base_paise" + "bookings"."add_ons_paise" - "bookings"."discount_paise" + "bookings"."gst_paise" and "bookings"."pay_now_paise" > 0 and "bookings"."pay_now_paise" <= "bookings"."total_paise");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount_paise" > 0 and "payment_orders"."amount_paise" <= "payment_orders"."total_paise" and "payment_orders"."discount_paise" >= 0 and "payment_orders"."discount_paise" <= "payment_orders"."base_paise" + "payment_orders"."add_ons_paise" and "payment_orders"."total_paise" = "payment_orders"."base_paise" + "payment_orders"."add_ons_paise" - "payment_orders"."discount_paise" + "payment_orders"."gst_paise");