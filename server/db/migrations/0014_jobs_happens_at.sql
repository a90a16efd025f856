DROP INDEX "jobs_when_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "happens_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(scheduled_start, created_at)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_happens_at_idx" ON "jobs" USING btree ("workspace_id","happens_at","id");