CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	CONSTRAINT "credit_notes_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_number" UNIQUE("financial_year","sequence"),
	CONSTRAINT "credit_notes_positive_check" CHECK ("credit_notes"."total_paise" > 0),
	CONSTRAINT "credit_notes_amounts_check" CHECK ("credit_notes"."total_paise" >= 0 and "credit_notes"."taxable_paise" >= 0 and "credit_notes"."cgst_paise" >= 0 and "credit_notes"."sgst_paise" >= 0
      and "credit_notes"."igst_paise" >= 0 and "credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise" = "credit_notes"."total_paise")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "invoice_counters_kind_check" CHECK ("invoice_counters"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoice_counters_number_check" CHECK ("invoice_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"player_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"regime" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_trade_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_gstin" text,
	"place_of_supply_code" text,
	"place_of_supply" text NOT NULL,
	"sac" text NOT NULL,
	"buyer_name" text NOT NULL,
	"service_date" date NOT NULL,
	"slot" text NOT NULL,
	"court_name" text NOT NULL,
	"total_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"paid_online_paise" bigint NOT NULL,
	CONSTRAINT "invoices_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "invoices_number" UNIQUE("financial_year","sequence"),
	CONSTRAINT "invoices_regime_check" CHECK ("invoices"."regime" in ('intra_state', 'inter_state', 'unregistered')),
	CONSTRAINT "invoices_regime_tax_check" CHECK (("invoices"."regime" = 'intra_state' and "invoices"."igst_paise" = 0 and "invoices"."supplier_gstin" is not null)
        or ("invoices"."regime" = 'inter_state' and "invoices"."cgst_paise" = 0 and "invoices"."sgst_paise" = 0 and "invoices"."supplier_gstin" is not null)
        or ("invoices"."regime" = 'unregistered' and "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = 0 and "invoices"."supplier_gstin" is null)),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_online_paise" > 0 and "invoices"."paid_online_paise" <= "invoices"."total_paise"),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."total_paise" >= 0 and "invoices"."taxable_paise" >= 0 and "invoices"."cgst_paise" >= 0 and "invoices"."sgst_paise" >= 0
      and "invoices"."igst_paise" >= 0 and "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise" = "invoices"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_booking_idx" ON "credit_notes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "invoices_owner_idx" ON "invoices" USING btree ("owner_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");