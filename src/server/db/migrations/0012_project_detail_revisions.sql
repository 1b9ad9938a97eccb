CREATE TABLE "project_detail_revisions" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_detail_revisions" ADD CONSTRAINT "project_detail_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 0022: a project's detail revision goes up by one for every row of its versions, tasks and payments
-- that a transaction inserts, updates or deletes. The triggers are deferred: they run at the commit, so the
-- revision row is locked only by transactions that are committing (a transaction that changes two projects
-- is the only one that can wait on another), and the new revision becomes visible with the rows it counts.
-- A project deleted in the same transaction (its rows go by cascade) gets no revision row.
CREATE FUNCTION "project_detail_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY[NEW.project_id];
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY[OLD.project_id];
  ELSE
    changed := ARRAY[OLD.project_id, NEW.project_id];
  END IF;
  INSERT INTO project_detail_revisions AS r (project_id, revision)
  SELECT p.id, 1 FROM projects p WHERE p.id = ANY (changed) ORDER BY p.id
  ON CONFLICT (project_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_versions_detail_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_versions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_detail_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_tasks_detail_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_tasks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_detail_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_payments_detail_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_detail_changed"();
