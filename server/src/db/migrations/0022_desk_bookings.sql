ALTER TABLE "bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "player_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "player_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at_venue_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "venue_payment_method" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "venue_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "venue_paid_by" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_paid_by_users_id_fk" FOREIGN KEY ("venue_paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_player_check" CHECK ("bookings"."user_id" is not null or ("bookings"."source" = 'desk' and "bookings"."player_name" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_payment_check" CHECK ("bookings"."venue_payment_method" is null or "bookings"."venue_payment_method" in ('cash', 'upi'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_at_venue_check" CHECK ("bookings"."paid_at_venue_paise" >= 0 and "bookings"."paid_at_venue_paise" <= "bookings"."total_paise" - (case when "bookings"."source" = 'online' then "bookings"."pay_now_paise" else 0 end));