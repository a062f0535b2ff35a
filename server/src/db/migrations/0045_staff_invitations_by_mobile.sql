ALTER TABLE "staff_invitations" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_venue_phone_unique" UNIQUE("venue_id","phone");--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_one_address_check" CHECK (("staff_invitations"."email" is null) <> ("staff_invitations"."phone" is null));