CREATE TABLE "staff_invitations" (
	"venue_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invitations_venue_email_unique" UNIQUE("venue_id","email"),
	CONSTRAINT "staff_invitations_role_check" CHECK ("staff_invitations"."role" in ('desk', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "venue_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"booking_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_staff" (
	"venue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_staff_venue_user_unique" UNIQUE("venue_id","user_id"),
	CONSTRAINT "venue_staff_role_check" CHECK ("venue_staff"."role" in ('desk', 'manager'))
);
--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_activity" ADD CONSTRAINT "venue_activity_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_activity" ADD CONSTRAINT "venue_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_activity" ADD CONSTRAINT "venue_activity_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_staff" ADD CONSTRAINT "venue_staff_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_staff" ADD CONSTRAINT "venue_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_staff" ADD CONSTRAINT "venue_staff_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_activity_venue_at_idx" ON "venue_activity" USING btree ("venue_id","at");--> statement-breakpoint
CREATE INDEX "venue_staff_user_idx" ON "venue_staff" USING btree ("user_id");