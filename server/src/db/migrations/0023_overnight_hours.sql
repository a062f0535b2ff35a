ALTER TABLE "box_cricket_details" DROP CONSTRAINT "box_hours_check";--> statement-breakpoint
ALTER TABLE "nets_details" DROP CONSTRAINT "nets_hours_check";--> statement-breakpoint
ALTER TABLE "box_cricket_details" ADD CONSTRAINT "box_hours_check" CHECK ("box_cricket_details"."start_time" < "box_cricket_details"."end_time" or "box_cricket_details"."end_time" <= '06:00');--> statement-breakpoint
ALTER TABLE "nets_details" ADD CONSTRAINT "nets_hours_check" CHECK ("nets_details"."start_time" < "nets_details"."end_time" or "nets_details"."end_time" <= '06:00');