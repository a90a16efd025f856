CREATE INDEX "assets_uploader_user_idx" ON "assets" USING btree ("uploader_user_id");--> statement-breakpoint
CREATE INDEX "assets_workspace_idx" ON "assets" USING btree ("workspace_id");