CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_payment_id" uuid,
	"subscription_payment_id" uuid,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"reason" text NOT NULL,
	"refund_key" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"details" jsonb,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_refund_key_unique" UNIQUE("refund_key"),
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_one_payment" CHECK (num_nonnulls("refunds"."project_payment_id", "refunds"."subscription_payment_id") = 1),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"merchant_refund_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_merchant_refund_id_unique" UNIQUE("merchant_refund_id")
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_project_payment_id_project_payments_id_fk" FOREIGN KEY ("project_payment_id") REFERENCES "public"."project_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subscription_payment_id_subscription_payments_id_fk" FOREIGN KEY ("subscription_payment_id") REFERENCES "public"."subscription_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_order_id_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_project_payment_idx" ON "refunds" USING btree ("project_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_subscription_payment_idx" ON "refunds" USING btree ("subscription_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';