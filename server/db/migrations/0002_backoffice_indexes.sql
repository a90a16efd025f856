CREATE INDEX "admins_created_at_idx" ON "admins" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admins_display_name_idx" ON "admins" USING btree (lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "admins_status_idx" ON "admins" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "users_display_name_idx" ON "users" USING btree (lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "workspaces_status_idx" ON "workspaces" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "workspaces_created_at_idx" ON "workspaces" USING btree ("created_at","id");