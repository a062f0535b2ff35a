ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_invoice_id_unique";--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");