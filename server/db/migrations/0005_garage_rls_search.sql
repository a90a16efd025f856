-- Row-level security for the garage's records (see 0001), and trigram indexes for keyword search.
-- pg_trgm is optional: where it cannot be created, keyword search still answers (ILIKE without an index).
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
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "customers_name_trgm" ON "customers" USING gin (("name") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "customers_company_trgm" ON "customers" USING gin (("company_name") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "customers_email_trgm" ON "customers" USING gin (("email") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "customers_phone_trgm" ON "customers" USING gin ((regexp_replace("phone", '[^0-9+]', '', 'g')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "vehicles_plate_trgm" ON "vehicles" USING gin ((replace("plate", ' ', '')) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "vehicles_make_trgm" ON "vehicles" USING gin (("make") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "vehicles_model_trgm" ON "vehicles" USING gin (("model") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "vehicles_vin_trgm" ON "vehicles" USING gin (("vin") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "products_sku_trgm" ON "products" USING gin (("sku") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "products_name_trgm" ON "products" USING gin (("name") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "products_brand_trgm" ON "products" USING gin (("brand") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "products_barcode_trgm" ON "products" USING gin (("barcode") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "services_code_trgm" ON "services" USING gin (("code") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "services_name_trgm" ON "services" USING gin (("name") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "discounts_name_trgm" ON "discounts" USING gin (("name") gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "discounts_code_trgm" ON "discounts" USING gin ((coalesce("code", '')) gin_trgm_ops);
  END IF;
END $$;
