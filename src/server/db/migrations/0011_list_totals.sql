CREATE TABLE "list_totals" (
	"list" text NOT NULL,
	"key" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "list_totals_list_key_slot_pk" PRIMARY KEY("list","key","slot")
);
--> statement-breakpoint
CREATE INDEX "project_versions_enabled_idx" ON "project_versions" USING btree ("project_id") WHERE "project_versions"."enabled_for_freelancer";--> statement-breakpoint
-- Decision 0019: the exact totals of the big lists, kept per statement in the writer's transaction. Arguments:
-- the filter columns whose combinations of values get a count each, the key being the values joined by the
-- unit separator chr(31) (no arguments: one count under ''). Rows go to the slot of the writing backend (pid
-- modulo 16), so concurrent writers rarely wait on one another's counter row; a statement writes its keys in
-- order, so two statements lock the rows they share in the same order.
CREATE FUNCTION "list_totals_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_of text := '''''';
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM list_totals WHERE list = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  IF TG_NARGS > 0 THEN
    SELECT string_agg(format('%I::text', col), ' || chr(31) || ' ORDER BY i) INTO key_of
    FROM unnest(TG_ARGV) WITH ORDINALITY AS args(col, i);
  END IF;
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('select %s as key, 1 as n from new_rows', key_of)
    WHEN 'DELETE' THEN format('select %s as key, -1 as n from old_rows', key_of)
    ELSE format('select %1$s as key, 1 as n from new_rows union all select %1$s, -1 from old_rows', key_of)
  END;
  EXECUTE format(
    'insert into list_totals as t (list, key, slot, n) select %L, key, pg_backend_pid() %% 16, sum(n) '
    || 'from (%s) c group by key having sum(n) <> 0 order by key '
    || 'on conflict (list, key, slot) do update set n = t.n + excluded.n',
    TG_TABLE_NAME, changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "projects_totals_insert" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('status_code');--> statement-breakpoint
CREATE TRIGGER "projects_totals_update" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('status_code');--> statement-breakpoint
CREATE TRIGGER "projects_totals_delete" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('status_code');--> statement-breakpoint
CREATE TRIGGER "projects_totals_truncate" AFTER TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"();--> statement-breakpoint
CREATE TRIGGER "audit_log_totals_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('entity', 'action');--> statement-breakpoint
CREATE TRIGGER "audit_log_totals_update" AFTER UPDATE ON "audit_log" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('entity', 'action');--> statement-breakpoint
CREATE TRIGGER "audit_log_totals_delete" AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"('entity', 'action');--> statement-breakpoint
CREATE TRIGGER "audit_log_totals_truncate" AFTER TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"();--> statement-breakpoint
CREATE TRIGGER "login_history_totals_insert" AFTER INSERT ON "login_history" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"();--> statement-breakpoint
CREATE TRIGGER "login_history_totals_delete" AFTER DELETE ON "login_history" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"();--> statement-breakpoint
CREATE TRIGGER "login_history_totals_truncate" AFTER TRUNCATE ON "login_history" FOR EACH STATEMENT EXECUTE FUNCTION "list_totals_count"();--> statement-breakpoint
-- The rows already there. The triggers above lock each table against writes until this migration commits,
-- so no row is counted twice or missed.
INSERT INTO "list_totals" ("list", "key", "slot", "n") SELECT 'projects', "status_code", 0, count(*) FROM "projects" GROUP BY 2;--> statement-breakpoint
INSERT INTO "list_totals" ("list", "key", "slot", "n") SELECT 'audit_log', "entity" || chr(31) || "action", 0, count(*) FROM "audit_log" GROUP BY 2;--> statement-breakpoint
INSERT INTO "list_totals" ("list", "key", "slot", "n") SELECT 'login_history', '', 0, count(*) FROM "login_history" HAVING count(*) > 0;
