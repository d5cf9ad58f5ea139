CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"label" text NOT NULL,
	"nama_depan" text NOT NULL,
	"nama_belakang" text NOT NULL,
	"telepon" text NOT NULL,
	"email" text,
	"alamat" text NOT NULL,
	"building_name" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"id_provinsi" text NOT NULL,
	"id_kabupaten" text NOT NULL,
	"id_kecamatan" text NOT NULL,
	"id_kelurahan" text NOT NULL,
	"kode_pos" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"postal_code" text,
	"deliverable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cart_item_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"marketplace" text NOT NULL,
	"marketplace_product_id" text NOT NULL,
	"link" text NOT NULL,
	"product_source" text NOT NULL,
	"title" text NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cny" bigint NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"listed_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"details_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_sub_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"price_cny" bigint NOT NULL,
	"stock" integer NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalog_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"price_cny" bigint NOT NULL,
	"weight_grams" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"multiple" integer NOT NULL,
	"stock" integer NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "link_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"link" text,
	"marketplace" text,
	"marketplace_product_id" text,
	"image_key" text,
	"image_file_name" text,
	"description" text DEFAULT '' NOT NULL,
	"quantity" integer,
	"product_id" uuid,
	"rejection_reason" text,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wishlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"link" text NOT NULL,
	"marketplace" text NOT NULL,
	"marketplace_product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"subject" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_contents" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_contents_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"token" text NOT NULL,
	"device_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"rate" text NOT NULL,
	"effective_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" text
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"position" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image_url" text,
	"link" text,
	"is_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid,
	"session_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_subject" text,
	"nama_depan" text NOT NULL,
	"nama_belakang" text DEFAULT '' NOT NULL,
	"telepon" text,
	"phone_verified_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"gender" text,
	"date_birth" date,
	"photo" text,
	"language" text NOT NULL,
	"is_first_time" boolean DEFAULT true NOT NULL,
	"ktp_verified" boolean DEFAULT false NOT NULL,
	"total_order" bigint DEFAULT 0 NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" uuid,
	"sales_contact_id" uuid,
	"source" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"phone" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nama" text NOT NULL,
	"telepon" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seminar_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nama" text NOT NULL,
	"email" text NOT NULL,
	"telepon" text NOT NULL,
	"company" text,
	"seminar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"submission_number" text NOT NULL,
	"product_id" uuid NOT NULL,
	"state" text NOT NULL,
	"odm" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"quote_due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"state" text NOT NULL,
	"open" boolean NOT NULL,
	"estimate_requested_at" timestamp with time zone,
	"currency" text,
	"goods" bigint,
	"service_fee" bigint,
	"freight" bigint,
	"tax_and_customs" bigint,
	"paperwork" bigint,
	"unit_price" bigint,
	"shipping_type" text,
	"quoted_at" timestamp with time zone,
	"quoted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "order_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "order_adjustments_amount_positive" CHECK ("order_adjustments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"tracking_number" text,
	"note" text DEFAULT '' NOT NULL,
	"location" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"checkout_key" text,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"address" jsonb NOT NULL,
	"courier" jsonb,
	"vouchers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"subtotal" bigint NOT NULL,
	"shipping_fee" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_groups_amounts" CHECK ("order_groups"."subtotal" >= 0 and "order_groups"."shipping_fee" >= 0 and "order_groups"."discount" >= 0 and "order_groups"."total" >= 0),
	CONSTRAINT "order_groups_paid_has_time" CHECK (("order_groups"."payment_status" = 'paid') = ("order_groups"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"marketplace" text NOT NULL,
	"product_source" text NOT NULL,
	"product_title" text NOT NULL,
	"product_image" text,
	"variant_id" text NOT NULL,
	"variant_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" > 0 and "order_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"group_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"shipping_type" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"tracking_number" text,
	"subtotal" bigint NOT NULL,
	"shipping_fee" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"total" bigint NOT NULL,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."discount" >= 0 and "orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refund_request_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"bank_account_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decision" text,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "refund_requests_decided" CHECK (("refund_requests"."decision" is null) = ("refund_requests"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" uuid,
	"kind" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_request_id" text,
	"provider_payment_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"description" text NOT NULL,
	"expires_at" timestamp with time zone,
	"instructions" jsonb,
	"failure_code" text,
	"review_reason" text,
	"resolution" text,
	"resolution_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"settled_event_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_paid_has_time" CHECK (("payments"."status" = 'paid') = ("payments"."paid_at" is not null)),
	CONSTRAINT "payments_resolution_complete" CHECK (("payments"."resolution" is null and "payments"."resolved_by" is null and "payments"."resolved_at" is null and "payments"."resolution_note" is null) or ("payments"."review_reason" is not null and "payments"."resolved_by" is not null and "payments"."resolved_at" is not null and "payments"."resolution_note" is not null))
);
--> statement-breakpoint
CREATE TABLE "simulated_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"virtual_account_number" text,
	"otp_hash" text,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"quota" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"stackable" boolean NOT NULL,
	"currency" text NOT NULL,
	"discount_kind" text NOT NULL,
	"discount_amount" bigint,
	"discount_bps" integer,
	"discount_cap" bigint,
	"min_spend" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_counts" CHECK ("vouchers"."claimed" >= 0 and "vouchers"."used" >= 0 and "vouchers"."used" <= "vouchers"."claimed" and "vouchers"."claimed" <= "vouchers"."quota"),
	CONSTRAINT "vouchers_window" CHECK ("vouchers"."valid_until" > "vouchers"."valid_from"),
	CONSTRAINT "vouchers_discount" CHECK (coalesce(("vouchers"."discount_kind" = 'fixed' and "vouchers"."discount_amount" >= 0 and "vouchers"."discount_bps" is null and "vouchers"."discount_cap" is null)
        or ("vouchers"."discount_kind" = 'percent' and "vouchers"."discount_amount" is null and "vouchers"."discount_bps" between 1 and 10000 and ("vouchers"."discount_cap" is null or "vouchers"."discount_cap" >= 0)), false)),
	CONSTRAINT "vouchers_min_spend" CHECK ("vouchers"."min_spend" is null or "vouchers"."min_spend" >= 0)
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_syncs" ADD CONSTRAINT "cart_syncs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_variants" ADD CONSTRAINT "cart_variants_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_variants" ADD CONSTRAINT "cart_variants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_variants" ADD CONSTRAINT "cart_variants_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_sub_variants" ADD CONSTRAINT "catalog_sub_variants_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_requests" ADD CONSTRAINT "link_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_requests" ADD CONSTRAINT "link_requests_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sales_contact_id_sales_contacts_id_fk" FOREIGN KEY ("sales_contact_id") REFERENCES "public"."sales_contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_attempts" ADD CONSTRAINT "otp_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_logos" ADD CONSTRAINT "inquiry_logos_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_variants" ADD CONSTRAINT "inquiry_variants_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_variants" ADD CONSTRAINT "inquiry_variants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_variants" ADD CONSTRAINT "inquiry_variants_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_variants" ADD CONSTRAINT "inquiry_variants_quoted_by_staff_members_id_fk" FOREIGN KEY ("quoted_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_order_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."order_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_request_photos" ADD CONSTRAINT "refund_request_photos_refund_id_refund_requests_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refund_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_resolved_by_staff_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_customer" ON "addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_main" ON "addresses" USING btree ("customer_id") WHERE "addresses"."is_main";--> statement-breakpoint
CREATE INDEX "areas_parent" ON "areas" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "areas_level" ON "areas" USING btree ("level");--> statement-breakpoint
CREATE INDEX "bank_accounts_customer" ON "bank_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_unique" ON "bank_accounts" USING btree ("customer_id","bank_name","account_number");--> statement-breakpoint
CREATE INDEX "notes_customer_created" ON "notes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_customer_inquiry" ON "cart_items" USING btree ("customer_id","inquiry_id");--> statement-breakpoint
CREATE INDEX "cart_items_customer_created" ON "cart_items" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_syncs_customer_started" ON "cart_syncs" USING btree ("customer_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_variants_item_variant" ON "cart_variants" USING btree ("cart_item_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_variants_customer" ON "cart_variants" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_products_marketplace_product" ON "catalog_products" USING btree ("marketplace","marketplace_product_id");--> statement-breakpoint
CREATE INDEX "catalog_products_search" ON "catalog_products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "catalog_products_top_sales" ON "catalog_products" USING btree ("marketplace","sold" DESC NULLS LAST,"id") WHERE "catalog_products"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "catalog_products_popular" ON "catalog_products" USING btree ("marketplace","popularity" DESC NULLS LAST,"id") WHERE "catalog_products"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "catalog_products_newest" ON "catalog_products" USING btree ("marketplace","listed_at" DESC NULLS LAST,"id") WHERE "catalog_products"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "catalog_products_price" ON "catalog_products" USING btree ("marketplace","price_cny","id") WHERE "catalog_products"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_sub_variants_variant_key" ON "catalog_sub_variants" USING btree ("variant_id","source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_variants_product_key" ON "catalog_variants" USING btree ("product_id","source_key");--> statement-breakpoint
CREATE INDEX "link_requests_queue" ON "link_requests" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE INDEX "link_requests_customer" ON "link_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "link_requests_open_link" ON "link_requests" USING btree ("customer_id","link") WHERE "link_requests"."resolved_at" is null and "link_requests"."link" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_entries_customer_link" ON "wishlist_entries" USING btree ("customer_id","link");--> statement-breakpoint
CREATE INDEX "wishlist_entries_customer_created" ON "wishlist_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_at" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_tokens_token" ON "device_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "exchange_rates_pair_effective" ON "exchange_rates" USING btree ("from_currency","to_currency","effective_at");--> statement-breakpoint
CREATE INDEX "faq_language_position" ON "faq_entries" USING btree ("language","position");--> statement-breakpoint
CREATE INDEX "notifications_customer_created" ON "notifications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_created" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_kind_at" ON "tracking_events" USING btree ("kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_active" ON "customers" USING btree ("email") WHERE "customers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_google_subject" ON "customers" USING btree ("google_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_referral_code" ON "customers" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "customers_telepon" ON "customers" USING btree ("telepon");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "otp_attempts_customer_at" ON "otp_attempts" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "otp_attempts_phone_at" ON "otp_attempts" USING btree ("phone","at");--> statement-breakpoint
CREATE INDEX "otp_codes_phone_created" ON "otp_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_customer_created" ON "otp_codes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email" ON "staff_members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_submission_number" ON "inquiries" USING btree ("submission_number");--> statement-breakpoint
CREATE INDEX "inquiries_customer_submitted" ON "inquiries" USING btree ("customer_id","submitted_at");--> statement-breakpoint
CREATE INDEX "inquiries_queue" ON "inquiries" USING btree ("state","quote_due_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_logos_inquiry_position" ON "inquiry_logos" USING btree ("inquiry_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_variants_inquiry_variant" ON "inquiry_variants" USING btree ("inquiry_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_variants_open_variant" ON "inquiry_variants" USING btree ("customer_id","variant_id") WHERE "inquiry_variants"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "order_adjustments_one_unpaid" ON "order_adjustments" USING btree ("order_id") WHERE "order_adjustments"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "order_events_order_seq" ON "order_events" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_group_number" ON "order_groups" USING btree ("group_number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_groups_customer_checkout_key" ON "order_groups" USING btree ("customer_id","checkout_key");--> statement-breakpoint
CREATE INDEX "order_groups_unpaid_deadline" ON "order_groups" USING btree ("payment_deadline") WHERE "order_groups"."payment_status" = 'unpaid' and "order_groups"."canceled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_position" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_lines_product" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_group_shipping_type" ON "orders" USING btree ("group_id","shipping_type");--> statement-breakpoint
CREATE INDEX "orders_customer_created" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_request_photos_refund_position" ON "refund_request_photos" USING btree ("refund_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_order" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_requests_queue" ON "refund_requests" USING btree ("decided_at","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_customer_idempotency_key" ON "payments" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_request" ON "payments" USING btree ("provider","provider_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_subject" ON "payments" USING btree ("subject_kind","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_held" ON "payments" USING btree ("paid_at") WHERE "payments"."review_reason" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_charges_va" ON "simulated_charges" USING btree ("virtual_account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_claims_voucher_customer" ON "voucher_claims" USING btree ("voucher_id","customer_id");--> statement-breakpoint
CREATE INDEX "voucher_claims_customer" ON "voucher_claims" USING btree ("customer_id","claimed_at");--> statement-breakpoint
CREATE INDEX "vouchers_valid_until" ON "vouchers" USING btree ("valid_until","valid_from");--> statement-breakpoint
CREATE INDEX "vouchers_created" ON "vouchers" USING btree ("created_at");