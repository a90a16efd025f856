DROP INDEX "job_lines_job_idx";--> statement-breakpoint
DROP INDEX "job_payments_paid_at_idx";--> statement-breakpoint
DROP INDEX "jobs_invoiced_at_idx";--> statement-breakpoint
CREATE INDEX "jobs_unpaid_idx" ON "jobs" USING btree ("workspace_id","balance_cents") WHERE "jobs"."status" = 'invoiced';--> statement-breakpoint
CREATE INDEX "job_lines_job_idx" ON "job_lines" USING btree ("workspace_id","job_id","position","kind","service_id","product_id","quantity_milli","line_total_cents");--> statement-breakpoint
CREATE INDEX "job_payments_paid_at_idx" ON "job_payments" USING btree ("workspace_id","paid_at","amount_cents");--> statement-breakpoint
CREATE INDEX "jobs_invoiced_at_idx" ON "jobs" USING btree ("workspace_id","invoiced_at","status","total_cents","id") WHERE "jobs"."invoiced_at" IS NOT NULL;