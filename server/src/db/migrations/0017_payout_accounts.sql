CREATE TABLE "payout_accounts" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"holder_name" text,
	"ifsc" text,
	"account_last4" text,
	"upi_masked" text,
	"pan_masked" text NOT NULL,
	"gstin_masked" text,
	"sealed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payouts_held_until" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_method_check" CHECK ("payout_accounts"."method" in ('bank', 'upi')),
	CONSTRAINT "payout_accounts_method_fields_check" CHECK (("payout_accounts"."method" = 'bank' and "payout_accounts"."account_last4" is not null and "payout_accounts"."ifsc" is not null and "payout_accounts"."holder_name" is not null)
        or ("payout_accounts"."method" = 'upi' and "payout_accounts"."upi_masked" is not null))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_to" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;