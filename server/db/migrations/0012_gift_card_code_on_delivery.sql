ALTER TABLE "gift_cards" ALTER COLUMN "code_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "code_hint" DROP NOT NULL;