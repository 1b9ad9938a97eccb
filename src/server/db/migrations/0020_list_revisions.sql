CREATE TABLE "list_revisions" (
	"list" text NOT NULL,
	"slot" smallint NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "list_revisions_list_slot_pk" PRIMARY KEY("list","slot")
);
--> statement-breakpoint
-- Decision 0035: the project lists' revision goes up by one at the commit of every transaction that inserts,
-- updates or deletes a project, a project version or a project status, or changes a profile's name or e-mail
-- (what a list row shows). The triggers are deferred, as the detail's (decision 0022): they run at the commit,
-- so the new revision becomes visible together with the rows it counts, and the counter row is locked only
-- while the transaction commits. The first of a transaction's triggers raises the counter and marks the
-- transaction (a setting local to it); the others return at once, so a bulk insert costs one counter write.
-- Counters are split by the committing backend's pid modulo 16, as list_totals' (decision 0019).
CREATE FUNCTION "project_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kaarya.project_list_changed', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('kaarya.project_list_changed', 'yes', true);
  INSERT INTO list_revisions AS r (list, slot, revision)
  VALUES ('projects', pg_backend_pid() % 16, 1)
  ON CONFLICT (list, slot) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_list_revision" AFTER INSERT OR UPDATE OR DELETE ON "projects" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_versions_list_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_versions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_statuses_list_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_statuses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_list_revision" AFTER UPDATE OF "full_name", "email" ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "project_list_changed"();
