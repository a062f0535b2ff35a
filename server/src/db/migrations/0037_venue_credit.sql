CREATE TABLE "credit_balances" (
	"owner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"balance_paise" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_pkey" PRIMARY KEY("owner_id","user_id"),
	CONSTRAINT "credit_balances_balance_check" CHECK ("credit_balances"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"booking_id" integer,
	"charge_id" text,
	"venue_id" integer,
	"recorded_by" integer,
	"method" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_kind_check" CHECK ("credit_entries"."kind" in ('top_up', 'bonus', 'spend', 'refund', 'expiry', 'desk_top_up')),
	CONSTRAINT "credit_entries_sign_check" CHECK (("credit_entries"."kind" in ('spend', 'expiry') and "credit_entries"."amount_paise" < 0) or ("credit_entries"."kind" not in ('spend', 'expiry') and "credit_entries"."amount_paise" > 0)),
	CONSTRAINT "credit_entries_method_check" CHECK ("credit_entries"."method" is null or "credit_entries"."method" in ('cash', 'upi')),
	CONSTRAINT "credit_entries_desk_check" CHECK ("credit_entries"."kind" <> 'desk_top_up' or ("credit_entries"."venue_id" is not null and "credit_entries"."recorded_by" is not null and "credit_entries"."method" is not null))
);
--> statement-breakpoint
CREATE TABLE "credit_offers" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"packs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiry_months" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_offers_expiry_check" CHECK ("credit_offers"."expiry_months" is null or "credit_offers"."expiry_months" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_with_credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_offers" ADD CONSTRAINT "credit_offers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_balances_user_idx" ON "credit_balances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_balances_expiry_idx" ON "credit_balances" USING btree ("expires_at") WHERE "credit_balances"."balance_paise" > 0;--> statement-breakpoint
CREATE INDEX "credit_entries_pair_idx" ON "credit_entries" USING btree ("owner_id","user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_one_spend" ON "credit_entries" USING btree ("booking_id") WHERE "credit_entries"."kind" = 'spend';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_one_refund" ON "credit_entries" USING btree ("booking_id") WHERE "credit_entries"."kind" = 'refund';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_one_top_up" ON "credit_entries" USING btree ("charge_id","kind") WHERE "credit_entries"."charge_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_with_credit_check" CHECK ("bookings"."paid_with_credit_paise" >= 0 and "bookings"."paid_with_credit_paise" <= "bookings"."pay_now_paise");