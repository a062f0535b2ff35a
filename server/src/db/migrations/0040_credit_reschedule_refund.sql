DROP INDEX "credit_entries_one_refund";--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "reschedule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_one_reschedule_refund" ON "credit_entries" USING btree ("booking_id") WHERE "credit_entries"."kind" = 'refund' and "credit_entries"."reschedule";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_one_refund" ON "credit_entries" USING btree ("booking_id") WHERE "credit_entries"."kind" = 'refund' and not "credit_entries"."reschedule";