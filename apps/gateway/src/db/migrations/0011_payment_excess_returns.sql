ALTER TABLE "refund_transfers" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_amount" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_currency" text;--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD COLUMN "cause" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_transfers_one_excess" ON "refund_transfers" USING btree ("payment_id") WHERE "refund_transfers"."cause" = 'excess' and "refund_transfers"."status" <> 'failed';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_received_has_currency" CHECK (("payments"."received_amount" is null) = ("payments"."received_currency" is null));--> statement-breakpoint
ALTER TABLE "refund_transfers" ADD CONSTRAINT "refund_transfers_cause_refund" CHECK (("refund_transfers"."cause" = 'refund') = ("refund_transfers"."refund_id" is not null));