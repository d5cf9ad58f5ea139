CREATE TABLE "refund_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_transfer_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"bank_name" text,
	"account_number" text,
	"account_holder" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refund_transfers_amount_positive" CHECK ("refund_transfers"."amount" > 0),
	CONSTRAINT "refund_transfers_settled_has_time" CHECK (("refund_transfers"."status" = 'pending') = ("refund_transfers"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "simulated_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_refunds_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_refund_id_refund_requests_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_transfers_provider_transfer" ON "refund_transfers" USING btree ("provider","provider_transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_transfers_one_live" ON "refund_transfers" USING btree ("refund_id","payment_id") WHERE "refund_transfers"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "refund_transfers_refund" ON "refund_transfers" USING btree ("refund_id","created_at");