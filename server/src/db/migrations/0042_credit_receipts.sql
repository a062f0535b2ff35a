CREATE TABLE "credit_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"charge_id" text,
	"credit_entry_id" bigint,
	"venue_id" integer,
	"method" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_gstin" text,
	"buyer_name" text NOT NULL,
	"paid_paise" integer NOT NULL,
	"credit_paise" integer NOT NULL,
	"bonus_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_receipts_number_unique" UNIQUE("series","financial_year","sequence"),
	CONSTRAINT "credit_receipts_subject_check" CHECK (("credit_receipts"."charge_id" is not null and "credit_receipts"."credit_entry_id" is null and "credit_receipts"."method" = 'online')
        or ("credit_receipts"."charge_id" is null and "credit_receipts"."credit_entry_id" is not null and "credit_receipts"."method" in ('cash', 'upi'))),
	CONSTRAINT "credit_receipts_amounts_check" CHECK ("credit_receipts"."paid_paise" > 0 and "credit_receipts"."bonus_paise" >= 0 and "credit_receipts"."credit_paise" = "credit_receipts"."paid_paise" + "credit_receipts"."bonus_paise")
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_kind_check";--> statement-breakpoint
ALTER TABLE "credit_receipts" ADD CONSTRAINT "credit_receipts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_receipts" ADD CONSTRAINT "credit_receipts_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_receipts" ADD CONSTRAINT "credit_receipts_credit_entry_id_credit_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_receipts" ADD CONSTRAINT "credit_receipts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_receipts_one_per_charge" ON "credit_receipts" USING btree ("charge_id") WHERE "credit_receipts"."charge_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_receipts_one_per_entry" ON "credit_receipts" USING btree ("credit_entry_id") WHERE "credit_receipts"."credit_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "credit_receipts_player_idx" ON "credit_receipts" USING btree ("player_id","issued_at");--> statement-breakpoint
CREATE INDEX "credit_receipts_owner_idx" ON "credit_receipts" USING btree ("owner_id","issued_at");--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_kind_check" CHECK ("invoice_counters"."kind" in ('invoice', 'credit_note', 'debit_note', 'receipt'));