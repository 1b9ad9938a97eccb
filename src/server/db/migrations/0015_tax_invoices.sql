CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "project_payments" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "project_payments" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_payments" ADD COLUMN "invoice_facts" jsonb;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "invoice_facts" jsonb;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- Issue 19 item 4 (docs/decisions/0029-tax-invoices.md): payments that succeeded before invoices were numbered
-- get their numbers now, per financial year (1 April to 31 March in Indian time), in the order they succeeded
-- (updated_at, then id), project and subscription payments in one series, and each year's counter starts after
-- them. Their invoice_facts stay null: their receipt reads the client's details as they are now.
-- One statement (data-modifying CTEs), so it needs no temporary table.
WITH "paid" AS (
	SELECT 'project' AS "kind", "id", "updated_at" FROM "project_payments" WHERE "payment_status" = 'success'
	UNION ALL
	SELECT 'subscription', "id", "updated_at" FROM "subscription_payments" WHERE "payment_status" = 'completed'
), "local" AS (
	SELECT "kind", "id", "updated_at", ("updated_at" AT TIME ZONE 'UTC') + interval '330 minutes' AS "ist"
	FROM "paid"
), "years" AS (
	SELECT "kind", "id", "updated_at",
		extract(year FROM "ist")::int - CASE WHEN extract(month FROM "ist") < 4 THEN 1 ELSE 0 END AS "start"
	FROM "local"
), "numbered" AS (
	SELECT "kind", "id", "updated_at",
		"start"::text || '-' || lpad((("start" + 1) % 100)::text, 2, '0') AS "financial_year",
		row_number() OVER (PARTITION BY "start" ORDER BY "updated_at", "id")::int AS "serial"
	FROM "years"
), "project_numbers" AS (
	UPDATE "project_payments" AS p
	SET "invoice_number" = 'KA/' || substr(n."financial_year", 3) || '/' || lpad(n."serial"::text, 6, '0'),
		"invoiced_at" = n."updated_at"
	FROM "numbered" AS n
	WHERE n."kind" = 'project' AND n."id" = p."id"
), "subscription_numbers" AS (
	UPDATE "subscription_payments" AS s
	SET "invoice_number" = 'KA/' || substr(n."financial_year", 3) || '/' || lpad(n."serial"::text, 6, '0'),
		"invoiced_at" = n."updated_at"
	FROM "numbered" AS n
	WHERE n."kind" = 'subscription' AND n."id" = s."id"
)
INSERT INTO "invoice_counters" ("financial_year", "last_serial")
SELECT "financial_year", max("serial") FROM "numbered" GROUP BY "financial_year";
