ALTER TABLE "jobs" DROP CONSTRAINT "jobs_status_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "died_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("died_at") WHERE "jobs"."status" = 'dead';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_dead_check" CHECK ("jobs"."status" <> 'dead' or ("jobs"."every_seconds" is null and "jobs"."died_at" is not null));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'done', 'dead'));