ALTER TABLE "workspaces" ADD COLUMN "whatsapp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "payment_methods" text[] DEFAULT '{cash,card,fps}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "workspaces_avatar_idx" ON "workspaces" USING btree ("avatar");