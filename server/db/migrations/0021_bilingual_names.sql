ALTER TABLE "job_lines" ADD COLUMN "description_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "discount_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "invoice_footer_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The jobs already priced with a discount take its name, across every workspace (row-level security lifted for the
-- owner meanwhile, as 0018 does).
ALTER TABLE "jobs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "discounts" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "jobs" j SET "discount_name" = d."name" FROM "discounts" d
  WHERE d."workspace_id" = j."workspace_id" AND d."id" = j."discount_id";
--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "discounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The Chinese names are keyword fields like the English ones: trigram indexes where 0005 created pg_trgm.
DO $$
DECLARE
  lead text := CASE WHEN EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN '"workspace_id", ' ELSE '' END;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS "products_name_zh_trgm" ON "products" USING gin (%s"name_zh" gin_trgm_ops)', lead);
    EXECUTE format('CREATE INDEX IF NOT EXISTS "services_name_zh_trgm" ON "services" USING gin (%s"name_zh" gin_trgm_ops)', lead);
  END IF;
END $$;
