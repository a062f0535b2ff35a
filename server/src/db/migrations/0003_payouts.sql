CREATE TABLE "payout_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"paid_paise" integer NOT NULL,
	"refund_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	CONSTRAINT "payout_items_payout_booking" UNIQUE("payout_id","booking_id")
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"run_date" date PRIMARY KEY NOT NULL,
	"period_end" date NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"carried" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"run_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"gross_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"refund_paise" integer NOT NULL,
	"net_paise" integer NOT NULL,
	"booking_count" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reference" text,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_owner_run" UNIQUE("owner_id","run_date"),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('scheduled', 'paid')),
	CONSTRAINT "payouts_amounts_check" CHECK ("payouts"."net_paise" > 0 and "payouts"."net_paise" = "payouts"."gross_paise" - "payouts"."refund_paise" - "payouts"."fee_paise")
);
--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_run_date_payout_runs_run_date_fk" FOREIGN KEY ("run_date") REFERENCES "public"."payout_runs"("run_date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_items_booking_idx" ON "payout_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","run_date");