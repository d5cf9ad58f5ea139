ALTER TABLE "simulated_charges" ADD COLUMN "card_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_charges_card_token" ON "simulated_charges" USING btree ("card_token_hash");