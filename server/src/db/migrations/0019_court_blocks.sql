-- Blocks (docs/product/blocks.md): slots an owner takes off sale, per court or for the whole venue.
CREATE TABLE "court_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"series_id" integer DEFAULT 0 NOT NULL,
	"venue_id" integer NOT NULL,
	"court_id" integer,
	"date" date NOT NULL,
	"slot" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "court_blocks" ADD CONSTRAINT "court_blocks_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_blocks" ADD CONSTRAINT "court_blocks_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_blocks" ADD CONSTRAINT "court_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "court_blocks_once" ON "court_blocks" USING btree ("venue_id",coalesce("court_id", 0),"date","slot");--> statement-breakpoint
CREATE INDEX "court_blocks_series_idx" ON "court_blocks" USING btree ("series_id");