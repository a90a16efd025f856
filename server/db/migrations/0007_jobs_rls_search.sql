-- Row-level security for jobs, their lines and payments, and the number counters (see 0001); the assignee's foreign
-- key, which drizzle cannot express; and trigram indexes for keyword search on the numbers (optional, as in 0005:
-- made only where 0005 could create pg_trgm, leading with workspace_id where btree_gin exists too).
ALTER TABLE "jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "jobs"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "job_lines" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "job_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "job_lines"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "job_payments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "job_payments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "job_payments"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "number_counters" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "number_counters" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "number_counters"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
-- A member who leaves the workspace unassigns their jobs; only assignee_id is cleared, workspace_id stays (a column
-- list on SET NULL: PostgreSQL 15+).
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assignee_id_workspace_users_fk" FOREIGN KEY ("workspace_id","assignee_id")
  REFERENCES "public"."workspace_users"("workspace_id","id") ON DELETE SET NULL ("assignee_id") ON UPDATE no action;
--> statement-breakpoint
DO $$
DECLARE
  lead text := CASE WHEN EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN '"workspace_id", ' ELSE '' END;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS "jobs_number_trgm" ON "jobs" USING gin (%s("number") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "jobs_invoice_number_trgm" ON "jobs" USING gin (%s(coalesce("invoice_number", '''')) gin_trgm_ops)', lead);
  END IF;
END $$;
