CREATE TABLE "refund_request_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "refund_request_lines_amounts" CHECK ("refund_request_lines"."quantity" > 0 and "refund_request_lines"."amount" >= 0)
);
--> statement-breakpoint
DROP INDEX "refund_requests_order";--> statement-breakpoint
ALTER TABLE "refund_requests" ADD COLUMN "amount" bigint NOT NULL DEFAULT 0;--> statement-breakpoint
-- Requests made before decision 289 asked for the whole order: its total and its paid charges.
UPDATE "refund_requests" r SET "amount" = o."total" + coalesce((SELECT sum(a."amount") FROM "order_adjustments" a WHERE a."order_id" = o."id" AND a."paid_at" IS NOT NULL), 0) FROM "orders" o WHERE o."id" = r."order_id";--> statement-breakpoint
ALTER TABLE "refund_requests" ALTER COLUMN "amount" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "refund_request_lines" ADD CONSTRAINT "refund_request_lines_refund_id_refund_requests_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request_lines" ADD CONSTRAINT "refund_request_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refund_request_lines_refund_line" ON "refund_request_lines" USING btree ("refund_id","order_line_id");--> statement-breakpoint
CREATE INDEX "refund_request_lines_line" ON "refund_request_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_open" ON "refund_requests" USING btree ("order_id") WHERE "refund_requests"."decided_at" is null;--> statement-breakpoint
CREATE INDEX "refund_requests_order" ON "refund_requests" USING btree ("order_id","requested_at");--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_amount" CHECK ("refund_requests"."amount" >= 0);--> statement-breakpoint
-- Those requests named every unit of every line; an approved one refunded the order in full.
INSERT INTO "refund_request_lines" ("refund_id", "order_line_id", "quantity", "amount") SELECT r."id", l."id", l."quantity", l."quantity" * l."unit_price" FROM "refund_requests" r JOIN "order_lines" l ON l."order_id" = r."order_id";--> statement-breakpoint
UPDATE "orders" o SET "status" = 'refunded' WHERE o."status" = 'canceled' AND EXISTS (SELECT 1 FROM "refund_requests" r WHERE r."order_id" = o."id" AND r."decision" = 'approve');