CREATE TABLE "message_channel_settings" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"whatsapp_phone_number_id" text,
	"whatsapp_token_sealed" text,
	"whatsapp_templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sms_url" text,
	"sms_from" text,
	"sms_token_sealed" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_channel_settings" ADD CONSTRAINT "message_channel_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;