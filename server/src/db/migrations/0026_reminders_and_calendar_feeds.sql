CREATE TABLE "booking_reminders" (
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_reminders_pkey" PRIMARY KEY("booking_id","kind"),
	CONSTRAINT "booking_reminders_kind_check" CHECK ("booking_reminders"."kind" in ('24h', '2h'))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_confirmed_date_idx" ON "bookings" USING btree ("date") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
-- Day-before reminders sent before this table existed count as the 24 h ones: nobody gets a second.
INSERT INTO "booking_reminders" ("booking_id", "kind", "sent_at")
SELECT DISTINCT ON (b.id) b.id, '24h', n.created_at
FROM "notifications" n JOIN "bookings" b ON b.id::text = n.data->>'bookingId'
WHERE n.type = 'booking_reminder'
ORDER BY b.id, n.created_at
ON CONFLICT DO NOTHING;
