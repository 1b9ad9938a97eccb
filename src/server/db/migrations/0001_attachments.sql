ALTER TABLE "project_attachments" DROP CONSTRAINT "project_attachments_uploaded_by_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "project_attachments" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD COLUMN "extracted_text" text;--> statement-breakpoint
ALTER TABLE "project_attachments" ADD CONSTRAINT "project_attachments_uploaded_by_profiles_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_attachments_project_idx" ON "project_attachments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "project_attachments_uploader_idx" ON "project_attachments" USING btree ("uploaded_by");