ALTER TABLE "subscription_payments" ADD COLUMN "subscription_type" text;--> statement-breakpoint
UPDATE "subscription_payments" SET "subscription_type" = coalesce("payment_details"->>'subscriptionType', "payment_details"->>'plan', 'pro');--> statement-breakpoint
ALTER TABLE "subscription_payments" ALTER COLUMN "subscription_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "discounted_amount" bigint;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_gateway_order_id_unique" UNIQUE("gateway_order_id");