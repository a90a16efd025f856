-- The invoice number's trigram index on the column itself, not on coalesce("invoice_number", ''): under row-level
-- security PostgreSQL does not use an index on a COALESCE expression (it is not known to be leakproof), so the job
-- list's and the search's invoice-number keyword read the whole workspace. Made only where 0005 created pg_trgm.
DROP INDEX IF EXISTS "jobs_invoice_number_trgm";
--> statement-breakpoint
DO $$
DECLARE
  lead text := CASE WHEN EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN '"workspace_id", ' ELSE '' END;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS "jobs_invoice_number_trgm" ON "jobs" USING gin (%s"invoice_number" gin_trgm_ops)', lead);
  END IF;
END $$;
