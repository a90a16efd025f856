-- Row-level security backstop for tenant tables: a request sees and writes only the rows of the workspace named by
-- the transaction-local setting app.workspace_id (see server/db/tenant.ts).
ALTER TABLE "auth_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "auth_groups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "auth_groups"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
--> statement-breakpoint
ALTER TABLE "auth_group_members" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "auth_group_members" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "auth_group_members"
  USING ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint)
  WITH CHECK ("workspace_id" = NULLIF(current_setting('app.workspace_id', true), '')::bigint);
