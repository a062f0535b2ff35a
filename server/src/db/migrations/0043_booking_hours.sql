ALTER TABLE "bookings" ADD COLUMN "part_of" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_part_of_bookings_id_fk" FOREIGN KEY ("part_of") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_part_of_idx" ON "bookings" USING btree ("part_of") WHERE "bookings"."part_of" is not null;