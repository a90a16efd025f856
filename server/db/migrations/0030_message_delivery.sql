ALTER TABLE "messages" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_provider_message_id_idx" ON "messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "messages_queued_idx" ON "messages" USING btree ("workspace_id","id") WHERE "messages"."status" = 'queued';--> statement-breakpoint
-- The WhatsApp webhook knows a message by the provider's id only: a transaction that sets app.provider_message_id
-- (server/modules/message/webhook) sees the message of that id, and no other row. The tenant_isolation policy
-- still governs every other read and all writes.
CREATE POLICY provider_message_lookup ON "messages" FOR SELECT
  USING (provider_message_id = NULLIF(current_setting('app.provider_message_id', true), ''));
--> statement-breakpoint
-- The delivery sweep (server/modules/message/delivery/sweep.ts) looks for messages left queued in every workspace: a
-- transaction that sets app.message_sweep to 'on' sees the queued messages, and nothing else. Writes stay per
-- workspace under tenant_isolation.
CREATE POLICY queued_message_sweep ON "messages" FOR SELECT
  USING (status = 'queued' AND current_setting('app.message_sweep', true) = 'on');
