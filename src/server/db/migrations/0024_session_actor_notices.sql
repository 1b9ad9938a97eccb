-- Decision 0039 (issue 18 item 7): each process keeps the actors of the sessions it verified and forgets a user's
-- on their `access.changed` notice (src/server/access/session-actor.ts), so the notice now covers everything the
-- kept actor is made of: a session row updated (better-auth's sliding refresh, or any other change) as well as
-- deleted (0013), a profile's role, e-mail, completion or id changed, a profile deleted, and either table
-- emptied with TRUNCATE (userId "*": every user). As 0013's, these are plain row triggers: NOTIFY is sent at the
-- commit whenever it is called, and PostgreSQL sends identical payloads of one transaction once.
CREATE TRIGGER "sessions_access_updated" AFTER UPDATE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
DROP TRIGGER "profiles_access_changed" ON "profiles";--> statement-breakpoint
CREATE TRIGGER "profiles_access_changed" AFTER UPDATE OF "id", "role", "email", "profile_completed" ON "profiles"
  FOR EACH ROW WHEN (
    OLD."id" IS DISTINCT FROM NEW."id"
    OR OLD."role" IS DISTINCT FROM NEW."role"
    OR OLD."email" IS DISTINCT FROM NEW."email"
    OR OLD."profile_completed" IS DISTINCT FROM NEW."profile_completed"
  ) EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE TRIGGER "profiles_access_deleted" AFTER DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_access_changed_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kaarya_events', json_build_object('type', 'access.changed', 'userId', '*')::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_access_truncated" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed_all"();--> statement-breakpoint
CREATE TRIGGER "profiles_access_truncated" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_access_changed_all"();
