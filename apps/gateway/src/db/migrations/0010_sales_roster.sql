ALTER TABLE "sales_contacts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contacts" ADD COLUMN "last_assigned_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_contacts_telepon" ON "sales_contacts" USING btree ("telepon");