CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_noted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_number_unique" UNIQUE("credit_note_number");--> statement-breakpoint
-- Issue 20 item 4: refunds processed before credit notes were numbered get their numbers now, per financial
-- year (Indian time) in the order they were settled (settled_at, then id), and each year's counter starts
-- after them, as migration 0015 did for invoices.
WITH "years" AS (
	SELECT "id", coalesce("settled_at", "updated_at") AS "at",
		extract(year FROM (coalesce("settled_at", "updated_at") AT TIME ZONE 'UTC') + interval '330 minutes')::int
		- CASE WHEN extract(month FROM (coalesce("settled_at", "updated_at") AT TIME ZONE 'UTC') + interval '330 minutes') < 4
			THEN 1 ELSE 0 END AS "start"
	FROM "refunds" WHERE "status" = 'processed'
), "numbered" AS (
	SELECT "id", "at",
		"start"::text || '-' || lpad((("start" + 1) % 100)::text, 2, '0') AS "financial_year",
		row_number() OVER (PARTITION BY "start" ORDER BY "at", "id")::int AS "serial"
	FROM "years"
), "refund_numbers" AS (
	UPDATE "refunds" AS r
	SET "credit_note_number" = 'CN/' || substr(n."financial_year", 3) || '/' || lpad(n."serial"::text, 6, '0'),
		"credit_noted_at" = n."at"
	FROM "numbered" AS n
	WHERE n."id" = r."id"
)
INSERT INTO "credit_note_counters" ("financial_year", "last_serial")
SELECT "financial_year", max("serial") FROM "numbered" GROUP BY "financial_year";
--> statement-breakpoint
-- Issue 20 item 4: the Payment Schedule shows each item's net paid, so a refund of a project payment raises the
-- project's detail revision (decision 0022) when it is written and when its status changes, deferred like the
-- triggers of migration 0012.
CREATE FUNCTION "refund_detail_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_detail_revisions AS r (project_id, revision)
  SELECT p.project_id, 1 FROM project_payments p WHERE p.id = NEW.project_payment_id
  ON CONFLICT (project_id) DO UPDATE SET revision = r.revision + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "refunds_detail_revision" AFTER INSERT OR UPDATE OF "status" ON "refunds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.project_payment_id IS NOT NULL) EXECUTE FUNCTION "refund_detail_changed"();
