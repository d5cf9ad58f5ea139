CREATE TABLE "cart_variant_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_variant_id" uuid NOT NULL,
	"sub_variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "cart_variant_sizes_quantity" CHECK ("cart_variant_sizes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "inquiry_variant_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_variant_id" uuid NOT NULL,
	"sub_variant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "inquiry_variant_sizes_quantity" CHECK ("inquiry_variant_sizes"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_line_sizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sub_variant_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_line_sizes_quantity" CHECK ("order_line_sizes"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_variant_sizes" ADD CONSTRAINT "cart_variant_sizes_cart_variant_id_cart_variants_id_fk" FOREIGN KEY ("cart_variant_id") REFERENCES "public"."cart_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_variant_sizes" ADD CONSTRAINT "cart_variant_sizes_sub_variant_id_catalog_sub_variants_id_fk" FOREIGN KEY ("sub_variant_id") REFERENCES "public"."catalog_sub_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_variant_sizes" ADD CONSTRAINT "inquiry_variant_sizes_inquiry_variant_id_inquiry_variants_id_fk" FOREIGN KEY ("inquiry_variant_id") REFERENCES "public"."inquiry_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_variant_sizes" ADD CONSTRAINT "inquiry_variant_sizes_sub_variant_id_catalog_sub_variants_id_fk" FOREIGN KEY ("sub_variant_id") REFERENCES "public"."catalog_sub_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_sizes" ADD CONSTRAINT "order_line_sizes_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_variant_sizes_line_size" ON "cart_variant_sizes" USING btree ("cart_variant_id","sub_variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_variant_sizes_variant_size" ON "inquiry_variant_sizes" USING btree ("inquiry_variant_id","sub_variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_sizes_line_position" ON "order_line_sizes" USING btree ("order_line_id","position");