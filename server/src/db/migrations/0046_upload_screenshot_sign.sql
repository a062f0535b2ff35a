ALTER TABLE "uploads" ADD COLUMN "screenshot_sign" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_screenshot_sign_check" CHECK ("uploads"."screenshot_sign" in ('screen-size', 'few-colours'));
