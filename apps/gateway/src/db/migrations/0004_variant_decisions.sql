ALTER TABLE "inquiry_variants" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "inquiry_variants" ADD COLUMN "declined_at" timestamp with time zone;