ALTER TABLE "inquiry_variants" ADD COLUMN "domestic_shipping" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "goods" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "service_fee" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "domestic_shipping" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "freight" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_and_customs" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "paperwork" bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_parts" CHECK (num_nulls("order_lines"."goods", "order_lines"."service_fee", "order_lines"."domestic_shipping", "order_lines"."freight", "order_lines"."tax_and_customs", "order_lines"."paperwork") = 6 or (least("order_lines"."goods", "order_lines"."service_fee", "order_lines"."domestic_shipping", "order_lines"."freight", "order_lines"."tax_and_customs", "order_lines"."paperwork") >= 0 and "order_lines"."goods" + "order_lines"."service_fee" + "order_lines"."domestic_shipping" + "order_lines"."freight" + "order_lines"."tax_and_customs" + "order_lines"."paperwork" = "order_lines"."unit_price"));