CREATE TABLE "reminder_settings" (
	"workspace_id" integer PRIMARY KEY NOT NULL,
	"disabled_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"channel" text DEFAULT 'whatsapp' NOT NULL,
	"last_run_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_reminder_key" ON "messages" USING btree ("workspace_id","kind",coalesce("booking_id", "job_id", "vehicle_id"),"due_date") WHERE "messages"."due_date" IS NOT NULL;