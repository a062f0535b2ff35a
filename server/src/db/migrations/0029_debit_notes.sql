CREATE TABLE "debit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"financial_year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"booking_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"service_date" date NOT NULL,
	"slot" text NOT NULL,
	"court_name" text NOT NULL,
	"total_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	CONSTRAINT "debit_notes_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "debit_notes_number" UNIQUE("financial_year","sequence"),
	CONSTRAINT "debit_notes_positive_check" CHECK ("debit_notes"."total_paise" > 0),
	CONSTRAINT "debit_notes_amounts_check" CHECK ("debit_notes"."total_paise" >= 0 and "debit_notes"."taxable_paise" >= 0 and "debit_notes"."cgst_paise" >= 0 and "debit_notes"."sgst_paise" >= 0
      and "debit_notes"."igst_paise" >= 0 and "debit_notes"."taxable_paise" + "debit_notes"."cgst_paise" + "debit_notes"."sgst_paise" + "debit_notes"."igst_paise" = "debit_notes"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_paid_paise" integer;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "debit_notes_invoice_idx" ON "debit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "debit_notes_booking_idx" ON "debit_notes" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_kind_check" CHECK ("invoice_counters"."kind" in ('invoice', 'credit_note', 'debit_note'));