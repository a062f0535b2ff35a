-- Each venue owner's documents are numbered in their own series (decision 033): the supplier on an invoice is the owner, and GST wants the supplier's own numbers consecutive. The documents issued before keep series '' and their numbers.
ALTER TABLE "invoice_counters" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "debit_notes" ADD COLUMN "series" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" DROP CONSTRAINT "invoice_counters_kind_financial_year_pk";--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_kind_series_financial_year_pk" PRIMARY KEY("kind","series","financial_year");--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_number";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number" UNIQUE("series","financial_year","sequence");--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_number";--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_number" UNIQUE("series","financial_year","sequence");--> statement-breakpoint
ALTER TABLE "debit_notes" DROP CONSTRAINT "debit_notes_number";--> statement-breakpoint
ALTER TABLE "debit_notes" ADD CONSTRAINT "debit_notes_number" UNIQUE("series","financial_year","sequence");
