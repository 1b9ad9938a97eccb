-- Issue 19 item 6: live event streams end with their session. Whenever a session row goes (sign-out, a revoked
-- session, a password or role change, an expired session removed, a deleted user) or a user's role changes,
-- the commit sends {"type":"access.changed","userId":…} on the realtime channel (src/server/realtime/event-hub.ts),
-- so every process checks that user's open streams again at once. PostgreSQL sends identical payloads of one
-- transaction once, so ending all of a user's sessions is one notice.
CREATE FUNCTION "notify_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_user uuid;
BEGIN
  -- Separate branches: PL/pgSQL resolves OLD's fields when a statement runs, and profiles has no user_id.
  IF TG_TABLE_NAME = 'sessions' THEN
    changed_user := OLD.user_id;
  ELSE
    changed_user := OLD.id;
  END IF;
  PERFORM pg_notify('kaarya_events', json_build_object('type', 'access.changed', 'userId', changed_user)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_access_changed" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "profiles_access_changed" AFTER UPDATE OF "role" ON "profiles"
  FOR EACH ROW WHEN (OLD."role" IS DISTINCT FROM NEW."role") EXECUTE FUNCTION "notify_access_changed"();
