ALTER TABLE "customers" ADD COLUMN "balance_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_visit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vehicle_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "last_visit" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_balance_idx" ON "customers" USING btree ("workspace_id","balance_cents","id");--> statement-breakpoint
CREATE INDEX "customers_last_visit_idx" ON "customers" USING btree ("workspace_id","last_visit","id");--> statement-breakpoint
CREATE INDEX "customers_vehicle_count_idx" ON "customers" USING btree ("workspace_id","vehicle_count","id");--> statement-breakpoint
CREATE INDEX "jobs_total_idx" ON "jobs" USING btree ("workspace_id","total_cents","id");--> statement-breakpoint
CREATE INDEX "jobs_balance_idx" ON "jobs" USING btree ("workspace_id","balance_cents","id");--> statement-breakpoint
CREATE INDEX "jobs_due_date_idx" ON "jobs" USING btree ("workspace_id","due_date","id");--> statement-breakpoint
CREATE INDEX "vehicles_mileage_idx" ON "vehicles" USING btree ("workspace_id","mileage","id");--> statement-breakpoint
CREATE INDEX "vehicles_last_visit_idx" ON "vehicles" USING btree ("workspace_id","last_visit","id");--> statement-breakpoint
-- A customer's balance, last visit and vehicle count, and a vehicle's last visit, are stored so that lists sort by
-- them from the indexes above. Each refresh first locks the row (FOR NO KEY UPDATE: it does not wait for the foreign
-- keys' KEY SHARE locks of concurrent job writes) and only then sums, in a statement of its own, so that it sees the
-- writes of the transactions that held the lock before it.
CREATE FUNCTION "refresh_customer_summary"(ws integer, customer integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF customer IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM "customers" WHERE "workspace_id" = ws AND "id" = customer FOR NO KEY UPDATE;
  UPDATE "customers" SET
    "balance_cents" = (SELECT coalesce(sum(j."balance_cents"), 0) FROM "jobs" j
      WHERE j."workspace_id" = ws AND j."customer_id" = customer AND j."status" = 'invoiced'),
    "last_visit" = (SELECT max(j."happens_at") FROM "jobs" j
      WHERE j."workspace_id" = ws AND j."customer_id" = customer AND j."status" <> 'cancelled'),
    "vehicle_count" = (SELECT count(*) FROM "vehicles" v WHERE v."workspace_id" = ws AND v."customer_id" = customer)
  WHERE "workspace_id" = ws AND "id" = customer;
END $$;
--> statement-breakpoint
CREATE FUNCTION "refresh_vehicle_summary"(ws integer, vehicle integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF vehicle IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM "vehicles" WHERE "workspace_id" = ws AND "id" = vehicle FOR NO KEY UPDATE;
  UPDATE "vehicles" SET "last_visit" = (SELECT max(j."happens_at") FROM "jobs" j
      WHERE j."workspace_id" = ws AND j."vehicle_id" = vehicle AND j."status" <> 'cancelled')
  WHERE "workspace_id" = ws AND "id" = vehicle;
END $$;
--> statement-breakpoint
CREATE FUNCTION "jobs_refresh_summaries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "refresh_customer_summary"(OLD."workspace_id", OLD."customer_id");
    PERFORM "refresh_vehicle_summary"(OLD."workspace_id", OLD."vehicle_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF TG_OP = 'INSERT' OR NEW."customer_id" IS DISTINCT FROM OLD."customer_id" THEN
      PERFORM "refresh_customer_summary"(NEW."workspace_id", NEW."customer_id");
    END IF;
    IF TG_OP = 'INSERT' OR NEW."vehicle_id" IS DISTINCT FROM OLD."vehicle_id" THEN
      PERFORM "refresh_vehicle_summary"(NEW."workspace_id", NEW."vehicle_id");
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobs_refresh_summaries" AFTER INSERT OR DELETE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_refresh_summaries"();
--> statement-breakpoint
CREATE TRIGGER "jobs_refresh_summaries_on_update" AFTER UPDATE ON "jobs" FOR EACH ROW
  WHEN (OLD."customer_id" IS DISTINCT FROM NEW."customer_id" OR OLD."vehicle_id" IS DISTINCT FROM NEW."vehicle_id"
    OR OLD."status" IS DISTINCT FROM NEW."status" OR OLD."balance_cents" IS DISTINCT FROM NEW."balance_cents"
    OR OLD."happens_at" IS DISTINCT FROM NEW."happens_at")
  EXECUTE FUNCTION "jobs_refresh_summaries"();
--> statement-breakpoint
CREATE FUNCTION "vehicles_refresh_customer_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "refresh_customer_summary"(OLD."workspace_id", OLD."customer_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."customer_id" IS DISTINCT FROM OLD."customer_id") THEN
    PERFORM "refresh_customer_summary"(NEW."workspace_id", NEW."customer_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_refresh_customer_summary" AFTER INSERT OR DELETE OR UPDATE OF "customer_id" ON "vehicles"
  FOR EACH ROW EXECUTE FUNCTION "vehicles_refresh_customer_summary"();
--> statement-breakpoint
-- The existing records' summaries, across every workspace (row-level security lifted for the owner meanwhile).
ALTER TABLE "customers" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vehicles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "jobs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "customers" c SET
  "balance_cents" = (SELECT coalesce(sum(j."balance_cents"), 0) FROM "jobs" j
    WHERE j."workspace_id" = c."workspace_id" AND j."customer_id" = c."id" AND j."status" = 'invoiced'),
  "last_visit" = (SELECT max(j."happens_at") FROM "jobs" j
    WHERE j."workspace_id" = c."workspace_id" AND j."customer_id" = c."id" AND j."status" <> 'cancelled'),
  "vehicle_count" = (SELECT count(*) FROM "vehicles" v WHERE v."workspace_id" = c."workspace_id" AND v."customer_id" = c."id");
--> statement-breakpoint
UPDATE "vehicles" v SET "last_visit" = (SELECT max(j."happens_at") FROM "jobs" j
  WHERE j."workspace_id" = v."workspace_id" AND j."vehicle_id" = v."id" AND j."status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "customers" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "vehicles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;
