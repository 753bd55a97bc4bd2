-- Profiles start private (issue 34, ADR 0033): a new member's garage, badges and reviews reach
-- strangers only once the member turns "Public profile" on. Members who joined before keep the
-- choice they have: the column keeps its values, only the default changes.
ALTER TABLE "users" ALTER COLUMN "profile_is_public" SET DEFAULT false;
