CREATE TABLE "statistic_days" (
	"workspace_id" integer NOT NULL,
	"day" date NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	"invoices" bigint DEFAULT 0 NOT NULL,
	"invoiced_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistic_days_workspace_id_day_pk" PRIMARY KEY("workspace_id","day")
);
--> statement-breakpoint
CREATE TABLE "statistic_item_days" (
	"workspace_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"lines" bigint DEFAULT 0 NOT NULL,
	"quantity_milli" bigint DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistic_item_days_workspace_id_day_kind_item_id_pk" PRIMARY KEY("workspace_id","day","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "statistic_job_days" (
	"workspace_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"jobs" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistic_job_days_workspace_id_day_status_pk" PRIMARY KEY("workspace_id","day","status")
);
--> statement-breakpoint
DROP INDEX "jobs_unpaid_idx";--> statement-breakpoint
ALTER TABLE "statistic_days" ADD CONSTRAINT "statistic_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistic_item_days" ADD CONSTRAINT "statistic_item_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistic_job_days" ADD CONSTRAINT "statistic_job_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_unpaid_idx" ON "jobs" USING btree ("workspace_id","due_date","balance_cents") WHERE "jobs"."status" = 'invoiced';--> statement-breakpoint
-- The statistics' daily figures (statistic_days, statistic_item_days, statistic_job_days) are kept by the triggers
-- below, in the transaction of the write that changes them: each adds what a row brings to its day and takes away
-- what it brought before (INSERT … ON CONFLICT DO UPDATE SET x = x + excluded.x: two payments at once both count).
-- A day is the workspace's local day. Locks are always taken in one order, statistic_days, then statistic_item_days,
-- then statistic_job_days (each statement in day order), and the jobs triggers are named to run before the customer
-- and vehicle summaries' (0018): two transactions never wait on each other in a circle. A bulk load may pause them
-- (set_config('app.statistic_paused', 'on', true)) and call statistic_rebuild after.
CREATE FUNCTION "statistic_add_days"(ws integer, changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "statistic_days" ("workspace_id", "day", "revenue_cents", "invoices", "invoiced_cents")
  SELECT ws, c."day", sum(c."revenue_cents"), sum(c."invoices"), sum(c."invoiced_cents")
  FROM jsonb_to_recordset(changes) AS c("day" date, "revenue_cents" bigint, "invoices" bigint, "invoiced_cents" bigint)
  WHERE c."day" IS NOT NULL
  GROUP BY c."day"
  HAVING sum(c."revenue_cents") <> 0 OR sum(c."invoices") <> 0 OR sum(c."invoiced_cents") <> 0
  ORDER BY c."day"
  ON CONFLICT ("workspace_id", "day") DO UPDATE SET
    "revenue_cents" = "statistic_days"."revenue_cents" + excluded."revenue_cents",
    "invoices" = "statistic_days"."invoices" + excluded."invoices",
    "invoiced_cents" = "statistic_days"."invoiced_cents" + excluded."invoiced_cents"
$$;
--> statement-breakpoint
-- The service and product lines of job `job` (all of them, or line `line` alone), counted `sign` times on `day`.
CREATE FUNCTION "statistic_add_items"(ws integer, job integer, line integer, "day" date, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "statistic_item_days" ("workspace_id", "day", "kind", "item_id", "lines", "quantity_milli", "revenue_cents")
  SELECT ws, "day", l."kind", CASE l."kind" WHEN 'service' THEN l."service_id" ELSE l."product_id" END,
    sign * count(*), sign * sum(l."quantity_milli"), sign * sum(l."line_total_cents")
  FROM "job_lines" l
  WHERE l."workspace_id" = ws AND l."job_id" = job AND (line IS NULL OR l."id" = line)
    AND l."kind" IN ('service', 'product')
    AND CASE l."kind" WHEN 'service' THEN l."service_id" ELSE l."product_id" END IS NOT NULL
  GROUP BY 3, 4
  ORDER BY 3, 4
  ON CONFLICT ("workspace_id", "day", "kind", "item_id") DO UPDATE SET
    "lines" = "statistic_item_days"."lines" + excluded."lines",
    "quantity_milli" = "statistic_item_days"."quantity_milli" + excluded."quantity_milli",
    "revenue_cents" = "statistic_item_days"."revenue_cents" + excluded."revenue_cents"
$$;
--> statement-breakpoint
CREATE FUNCTION "statistic_add_jobs"(ws integer, changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "statistic_job_days" ("workspace_id", "day", "status", "jobs")
  SELECT ws, c."day", c."status", sum(c."jobs")
  FROM jsonb_to_recordset(changes) AS c("day" date, "status" text, "jobs" bigint)
  WHERE c."day" IS NOT NULL
  GROUP BY c."day", c."status"
  HAVING sum(c."jobs") <> 0
  ORDER BY c."day", c."status"
  ON CONFLICT ("workspace_id", "day", "status") DO UPDATE SET "jobs" = "statistic_job_days"."jobs" + excluded."jobs"
$$;
--> statement-breakpoint
-- A job counts once on the day it was written down (by its status now) and, as an invoice (invoiced or paid, not
-- void), on the day it was issued: its total, and its lines when its status or invoice day changes (the lines of an
-- invoice no longer change; the lines' own trigger counts those written onto a job that is already an invoice).
CREATE FUNCTION "jobs_count_statistic"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."workspace_id" ELSE NEW."workspace_id" END;
  zone text;
  old_day date; new_day date; old_invoice_day date; new_invoice_day date;
  old_status text; new_status text; old_total bigint := 0; new_total bigint := 0;
BEGIN
  SELECT "timezone" INTO zone FROM "workspaces" WHERE "id" = ws;
  IF zone IS NULL THEN RETURN NULL; END IF; -- the workspace is being deleted, its figures with it
  IF TG_OP <> 'INSERT' THEN
    old_status := OLD."status";
    old_day := (OLD."created_at" AT TIME ZONE zone)::date;
    IF OLD."status" IN ('invoiced', 'paid') THEN
      old_invoice_day := (OLD."invoiced_at" AT TIME ZONE zone)::date;
      old_total := OLD."total_cents";
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_status := NEW."status";
    new_day := (NEW."created_at" AT TIME ZONE zone)::date;
    IF NEW."status" IN ('invoiced', 'paid') THEN
      new_invoice_day := (NEW."invoiced_at" AT TIME ZONE zone)::date;
      new_total := NEW."total_cents";
    END IF;
  END IF;
  IF old_invoice_day IS DISTINCT FROM new_invoice_day OR old_total <> new_total THEN
    PERFORM "statistic_add_days"(ws, jsonb_build_array(
      jsonb_build_object('day', old_invoice_day, 'revenue_cents', 0, 'invoices', -1, 'invoiced_cents', -old_total),
      jsonb_build_object('day', new_invoice_day, 'revenue_cents', 0, 'invoices', 1, 'invoiced_cents', new_total)));
  END IF;
  IF TG_OP = 'UPDATE' AND old_invoice_day IS DISTINCT FROM new_invoice_day THEN
    IF old_invoice_day IS NOT NULL THEN PERFORM "statistic_add_items"(ws, OLD."id", NULL, old_invoice_day, -1); END IF;
    IF new_invoice_day IS NOT NULL THEN PERFORM "statistic_add_items"(ws, NEW."id", NULL, new_invoice_day, 1); END IF;
  END IF;
  IF old_day IS DISTINCT FROM new_day OR old_status IS DISTINCT FROM new_status THEN
    PERFORM "statistic_add_jobs"(ws, jsonb_build_array(
      jsonb_build_object('day', old_day, 'status', old_status, 'jobs', -1),
      jsonb_build_object('day', new_day, 'status', new_status, 'jobs', 1)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobs_count_statistic" AFTER INSERT OR DELETE ON "jobs" FOR EACH ROW
  WHEN (current_setting('app.statistic_paused', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "jobs_count_statistic"();
--> statement-breakpoint
CREATE TRIGGER "jobs_count_statistic_on_update" AFTER UPDATE ON "jobs" FOR EACH ROW
  WHEN (current_setting('app.statistic_paused', true) IS DISTINCT FROM 'on' AND (
    OLD."status" IS DISTINCT FROM NEW."status" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."invoiced_at" IS DISTINCT FROM NEW."invoiced_at" OR OLD."total_cents" IS DISTINCT FROM NEW."total_cents"))
  EXECUTE FUNCTION "jobs_count_statistic"();
--> statement-breakpoint
-- A line written onto (or taken off) a job that is already an invoice: a bulk load writing jobs and lines together.
CREATE FUNCTION "job_lines_count_statistic"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line "job_lines" := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  invoice_day date;
BEGIN
  SELECT (j."invoiced_at" AT TIME ZONE w."timezone")::date INTO invoice_day
  FROM "jobs" j JOIN "workspaces" w ON w."id" = j."workspace_id"
  WHERE j."workspace_id" = line."workspace_id" AND j."id" = line."job_id" AND j."status" IN ('invoiced', 'paid');
  IF invoice_day IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "statistic_item_days" ("workspace_id", "day", "kind", "item_id", "lines", "quantity_milli", "revenue_cents")
    SELECT OLD."workspace_id", invoice_day, OLD."kind",
      CASE OLD."kind" WHEN 'service' THEN OLD."service_id" ELSE OLD."product_id" END,
      -1, -OLD."quantity_milli", -OLD."line_total_cents"
    WHERE OLD."kind" IN ('service', 'product')
      AND CASE OLD."kind" WHEN 'service' THEN OLD."service_id" ELSE OLD."product_id" END IS NOT NULL
    ON CONFLICT ("workspace_id", "day", "kind", "item_id") DO UPDATE SET
      "lines" = "statistic_item_days"."lines" + excluded."lines",
      "quantity_milli" = "statistic_item_days"."quantity_milli" + excluded."quantity_milli",
      "revenue_cents" = "statistic_item_days"."revenue_cents" + excluded."revenue_cents";
  ELSE
    PERFORM "statistic_add_items"(NEW."workspace_id", NEW."job_id", NEW."id", invoice_day, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_lines_count_statistic" AFTER INSERT OR DELETE ON "job_lines" FOR EACH ROW
  WHEN (current_setting('app.statistic_paused', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "job_lines_count_statistic"();
--> statement-breakpoint
CREATE FUNCTION "job_payments_count_statistic"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."workspace_id" ELSE NEW."workspace_id" END;
  zone text;
  changes jsonb := '[]';
BEGIN
  SELECT "timezone" INTO zone FROM "workspaces" WHERE "id" = ws;
  IF zone IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    changes := changes || jsonb_build_object('day', (OLD."paid_at" AT TIME ZONE zone)::date,
      'revenue_cents', -OLD."amount_cents", 'invoices', 0, 'invoiced_cents', 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changes := changes || jsonb_build_object('day', (NEW."paid_at" AT TIME ZONE zone)::date,
      'revenue_cents', NEW."amount_cents", 'invoices', 0, 'invoiced_cents', 0);
  END IF;
  PERFORM "statistic_add_days"(ws, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "job_payments_count_statistic" AFTER INSERT OR DELETE OR UPDATE OF "amount_cents", "paid_at"
  ON "job_payments" FOR EACH ROW
  WHEN (current_setting('app.statistic_paused', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "job_payments_count_statistic"();
--> statement-breakpoint
-- A workspace's figures worked out again from its jobs: the backfill below, a bulk load, a change of time zone. It
-- sets the transaction's workspace meanwhile, so that row-level security lets it read and write that workspace's rows.
CREATE FUNCTION "statistic_rebuild"(ws integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tenant text := current_setting('app.workspace_id', true);
  zone text;
BEGIN
  PERFORM set_config('app.workspace_id', ws::text, true);
  SELECT "timezone" INTO zone FROM "workspaces" WHERE "id" = ws;
  DELETE FROM "statistic_days" WHERE "workspace_id" = ws;
  DELETE FROM "statistic_item_days" WHERE "workspace_id" = ws;
  DELETE FROM "statistic_job_days" WHERE "workspace_id" = ws;
  INSERT INTO "statistic_days" ("workspace_id", "day", "revenue_cents", "invoices", "invoiced_cents")
  SELECT ws, figures."day", sum(figures."revenue_cents"), sum(figures."invoices"), sum(figures."invoiced_cents")
  FROM (
    SELECT (p."paid_at" AT TIME ZONE zone)::date AS "day", p."amount_cents"::bigint AS "revenue_cents",
      0 AS "invoices", 0::bigint AS "invoiced_cents"
    FROM "job_payments" p WHERE p."workspace_id" = ws
    UNION ALL
    SELECT (j."invoiced_at" AT TIME ZONE zone)::date, 0, 1, j."total_cents"
    FROM "jobs" j WHERE j."workspace_id" = ws AND j."status" IN ('invoiced', 'paid') AND j."invoiced_at" IS NOT NULL
  ) figures
  GROUP BY figures."day";
  INSERT INTO "statistic_item_days" ("workspace_id", "day", "kind", "item_id", "lines", "quantity_milli", "revenue_cents")
  SELECT ws, (j."invoiced_at" AT TIME ZONE zone)::date, l."kind",
    CASE l."kind" WHEN 'service' THEN l."service_id" ELSE l."product_id" END,
    count(*), sum(l."quantity_milli"), sum(l."line_total_cents")
  FROM "jobs" j JOIN "job_lines" l ON l."workspace_id" = j."workspace_id" AND l."job_id" = j."id"
  WHERE j."workspace_id" = ws AND j."status" IN ('invoiced', 'paid') AND j."invoiced_at" IS NOT NULL
    AND l."kind" IN ('service', 'product')
    AND CASE l."kind" WHEN 'service' THEN l."service_id" ELSE l."product_id" END IS NOT NULL
  GROUP BY 2, 3, 4;
  INSERT INTO "statistic_job_days" ("workspace_id", "day", "status", "jobs")
  SELECT ws, (j."created_at" AT TIME ZONE zone)::date, j."status", count(*)
  FROM "jobs" j WHERE j."workspace_id" = ws
  GROUP BY 2, 3;
  PERFORM set_config('app.workspace_id', coalesce(tenant, ''), true);
END $$;
--> statement-breakpoint
CREATE FUNCTION "workspaces_rebuild_statistic"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "statistic_rebuild"(NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "workspaces_rebuild_statistic" AFTER UPDATE OF "timezone" ON "workspaces" FOR EACH ROW
  WHEN (OLD."timezone" IS DISTINCT FROM NEW."timezone")
  EXECUTE FUNCTION "workspaces_rebuild_statistic"();
--> statement-breakpoint
-- The figures of the data already there.
SELECT "statistic_rebuild"("id") FROM "workspaces";
