CREATE TABLE "spent_captchas" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_captchas_expires_at" ON "spent_captchas" USING btree ("expires_at");