ALTER TABLE "workspaces" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "suspended_by_admin_id" integer;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_suspended_by_admin_id_admins_id_fk" FOREIGN KEY ("suspended_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Workspaces suspended before reasons were kept: since their last change, reason unknown.
UPDATE "workspaces" SET "suspended_at" = "updated_at" WHERE "status" = 'suspended';
