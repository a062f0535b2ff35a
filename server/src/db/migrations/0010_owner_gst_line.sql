ALTER TABLE "payout_items" ADD COLUMN "gst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "gst_paise" bigint DEFAULT 0 NOT NULL;