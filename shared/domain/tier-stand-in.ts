// The reader a page shared by a whole tier is rendered for (ADR 0022): signed in, paid or not, and
// nobody in particular. Id 0 and the nil uuid belong to no account, so nothing personal (authorship,
// votes, read announcements) can match it; the browser puts the real user in its place once hydrated.
import type { UserClaims } from "../contracts/user.contract";
import type { ReaderTier } from "./access";

const STAND_IN_UUID = "00000000-0000-0000-0000-000000000000";

export function tierStandIn(tier: ReaderTier): UserClaims {
  return {
    uuid: STAND_IN_UUID,
    id: 0,
    email: "",
    name: "",
    access_type: "STANDARD",
    is_subscribed: tier === "paid",
    subscription_tier: tier === "paid" ? "paid" : "free",
    is_official_crew: false,
    has_positive_transaction: false,
    photo_file_name: null,
    state_name: null,
    drive_style: null,
    year_started: null,
    vehicle_make: null,
    signup_origin: null,
    subscription_store: null,
    affiliate_origin: null,
    onboarding_state: "finished",
    units: "imperial",
    locale: null,
  };
}

export function isTierStandIn(user: Pick<UserClaims, "uuid"> | null | undefined): boolean {
  return user?.uuid === STAND_IN_UUID;
}
