-- The discount code's trigram index on the column itself, not on coalesce("code", ''): under row-level security
-- PostgreSQL does not use an index on a COALESCE expression (it is not known to be leakproof), so the discount list's
-- code keyword read the whole workspace. A discount without a code simply does not match. Made only where 0005
-- created pg_trgm.
DROP INDEX IF EXISTS "discounts_code_trgm";
--> statement-breakpoint
DO $$
DECLARE
  lead text := CASE WHEN EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN '"workspace_id", ' ELSE '' END;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS "discounts_code_trgm" ON "discounts" USING gin (%s"code" gin_trgm_ops)', lead);
  END IF;
END $$;
