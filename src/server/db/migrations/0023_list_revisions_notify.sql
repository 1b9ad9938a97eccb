-- Decision 0035, continued (issue 18 item 7): every list route keeps its pages by a revision the database
-- keeps, and each revision NOTIFYs `kaarya_list_revisions` (payload: the list) at the commit that raises it,
-- so a process on embedded PGlite, which only it writes, knows the revision without reading it per request.
-- One function for every list, the list's name its trigger argument; as 0020's: deferred constraint triggers,
-- one counter write and one notification per transaction and list, counters split by pid modulo 16.
CREATE FUNCTION "list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := 'kaarya.list_changed_' || TG_ARGV[0];
BEGIN
  IF current_setting(changed, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(changed, 'yes', true);
  INSERT INTO list_revisions AS r (list, slot, revision)
  VALUES (TG_ARGV[0], pg_backend_pid() % 16, 1)
  ON CONFLICT (list, slot) DO UPDATE SET revision = r.revision + 1;
  PERFORM pg_notify('kaarya_list_revisions', TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- The project lists' triggers (0020) move to this function, so they notify too.
DROP TRIGGER "projects_list_revision" ON "projects";--> statement-breakpoint
DROP TRIGGER "project_versions_list_revision" ON "project_versions";--> statement-breakpoint
DROP TRIGGER "project_statuses_list_revision" ON "project_statuses";--> statement-breakpoint
DROP TRIGGER "profiles_list_revision" ON "profiles";--> statement-breakpoint
DROP FUNCTION "project_list_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_list_revision" AFTER INSERT OR UPDATE OR DELETE ON "projects" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('projects');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_versions_list_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_versions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('projects');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_statuses_list_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_statuses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('projects');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_list_revision" AFTER UPDATE OF "full_name", "email" ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('projects');--> statement-breakpoint
-- User Management: a profile's name, e-mail, role or joining time, and profiles added or removed.
CREATE CONSTRAINT TRIGGER "profiles_users_revision" AFTER INSERT OR DELETE OR UPDATE OF "full_name", "email", "role", "created_at" ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('users');--> statement-breakpoint
-- The review queue: applications, and their applicant's name and e-mail.
CREATE CONSTRAINT TRIGGER "freelancer_applications_applications_revision" AFTER INSERT OR UPDATE OR DELETE ON "freelancer_applications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('applications');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_applications_revision" AFTER DELETE OR UPDATE OF "full_name", "email" ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('applications');--> statement-breakpoint
-- The audit log: its rows, and their actor's name and e-mail.
CREATE CONSTRAINT TRIGGER "audit_log_audit_log_revision" AFTER INSERT OR UPDATE OR DELETE ON "audit_log" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('audit_log');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_audit_log_revision" AFTER DELETE OR UPDATE OF "full_name", "email" ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('audit_log');--> statement-breakpoint
-- The freelancer directory: freelancers, their skills, and their name.
CREATE CONSTRAINT TRIGGER "freelancers_freelancers_revision" AFTER INSERT OR UPDATE OR DELETE ON "freelancers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('freelancers');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "freelancer_skills_freelancers_revision" AFTER INSERT OR UPDATE OR DELETE ON "freelancer_skills" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('freelancers');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "profiles_freelancers_revision" AFTER DELETE OR UPDATE OF "full_name", "profile_image_url", "avatar_url", "email", "bio" ON "profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('freelancers');--> statement-breakpoint
-- Transaction History: payments of projects and subscriptions, refunds, and the project title shown.
CREATE CONSTRAINT TRIGGER "project_payments_transactions_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('transactions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscription_payments_transactions_revision" AFTER INSERT OR UPDATE OR DELETE ON "subscription_payments" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('transactions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_transactions_revision" AFTER INSERT OR UPDATE OR DELETE ON "refunds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('transactions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "projects_transactions_revision" AFTER DELETE OR UPDATE OF "current_version" ON "projects" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('transactions');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "project_versions_transactions_revision" AFTER INSERT OR DELETE OR UPDATE OF "title", "version_number", "project_id" ON "project_versions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('transactions');
--> statement-breakpoint
-- The browser's flags of a freelancer's own interests: interests, and which user a freelancer row is.
CREATE CONSTRAINT TRIGGER "project_interests_interests_revision" AFTER INSERT OR UPDATE OR DELETE ON "project_interests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('interests');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "freelancers_interests_revision" AFTER INSERT OR DELETE OR UPDATE OF "user_id" ON "freelancers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_changed"('interests');
