-- Trigram indexes make "contains" searches on places and names index scans (pg_trgm is a trusted
-- contrib extension: PGlite bundles it, and any PostgreSQL 13+ lets a database owner create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "place_search" text GENERATED ALWAYS AS (lower(city || ', ' || state || ', ' || address)) STORED;--> statement-breakpoint
CREATE INDEX "venues_place_trgm_idx" ON "venues" USING gin ("place_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "venues_name_trgm_idx" ON "venues" USING gin (lower("name") gin_trgm_ops);