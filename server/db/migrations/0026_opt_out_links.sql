ALTER TABLE "messages" ADD COLUMN "portal_link_id" integer;--> statement-breakpoint
ALTER TABLE "portal_links" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "portal_links" ADD CONSTRAINT "portal_links_workspace_id_customer_id_customers_workspace_id_id_fk" FOREIGN KEY ("workspace_id","customer_id") REFERENCES "public"."customers"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_links_customer_idx" ON "portal_links" USING btree ("workspace_id","customer_id");