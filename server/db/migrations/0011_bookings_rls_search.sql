-- Row-level security for bookings (see 0001), and trigram indexes for their keyword search (optional, as in 0005).
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "bookings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "bookings"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
DO $$
DECLARE
  lead text := CASE WHEN EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN '"workspace_id", ' ELSE '' END;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS "bookings_walk_in_trgm" ON "bookings" USING gin (%s("walk_in_name") gin_trgm_ops, "walk_in_phone" gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "bookings_plate_trgm" ON "bookings" USING gin (%s(replace("plate", '' '', '''')) gin_trgm_ops)', lead);
  END IF;
END $$;
