-- Row-level security for the garage's records (see 0001), and trigram indexes for keyword search.
-- pg_trgm is optional: where it cannot be created, keyword search still answers (ILIKE without an index). With
-- btree_gin too, each index leads with workspace_id, so a search reads only the caller's garage.
ALTER TABLE "customers" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "customers" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "customers"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "vehicles" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vehicles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "vehicles"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "products" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "products" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "products"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "services" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "services" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "services"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "discounts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "discounts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "discounts"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: keyword search runs without trigram indexes';
END $$;
--> statement-breakpoint
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS btree_gin;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'btree_gin is not available: keyword indexes cover every workspace';
END $$;
--> statement-breakpoint
DO $$
DECLARE
  lead text := CASE WHEN EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN '"workspace_id", ' ELSE '' END;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS "customers_name_trgm" ON "customers" USING gin (%s("name") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "customers_company_trgm" ON "customers" USING gin (%s("company_name") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "customers_email_trgm" ON "customers" USING gin (%s("email") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "customers_phone_trgm" ON "customers" USING gin (%s(regexp_replace("phone", ''[^0-9+]'', '''', ''g'')) gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "vehicles_plate_trgm" ON "vehicles" USING gin (%s(replace("plate", '' '', '''')) gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "vehicles_make_trgm" ON "vehicles" USING gin (%s("make") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "vehicles_model_trgm" ON "vehicles" USING gin (%s("model") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "vehicles_vin_trgm" ON "vehicles" USING gin (%s("vin") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "products_sku_trgm" ON "products" USING gin (%s("sku") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "products_name_trgm" ON "products" USING gin (%s("name") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "products_brand_trgm" ON "products" USING gin (%s("brand") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "products_barcode_trgm" ON "products" USING gin (%s("barcode") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "services_code_trgm" ON "services" USING gin (%s("code") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "services_name_trgm" ON "services" USING gin (%s("name") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "discounts_name_trgm" ON "discounts" USING gin (%s("name") gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "discounts_code_trgm" ON "discounts" USING gin (%s(coalesce("code", '''')) gin_trgm_ops)', lead);
  END IF;
END $$;
