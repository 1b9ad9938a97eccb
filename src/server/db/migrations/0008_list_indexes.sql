DROP INDEX "projects_client_created_idx";--> statement-breakpoint
DROP INDEX "projects_created_idx";--> statement-breakpoint
CREATE INDEX "freelancer_payments_freelancer_idx" ON "freelancer_payments" USING btree ("freelancer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_payments_user_idx" ON "project_payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "login_history_time_idx" ON "login_history" USING btree ("login_time","id");--> statement-breakpoint
CREATE INDEX "project_interests_freelancer_idx" ON "project_interests" USING btree ("freelancer_id","created_at");--> statement-breakpoint
CREATE INDEX "project_tasks_project_idx" ON "project_tasks" USING btree ("project_id","assigned_to");--> statement-breakpoint
CREATE INDEX "project_tasks_unassigned_due_idx" ON "project_tasks" USING btree ("due_date") WHERE "project_tasks"."assigned_to" is null;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"at");--> statement-breakpoint
CREATE INDEX "projects_client_created_idx" ON "projects" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_created_idx" ON "projects" USING btree ("created_at","id");