import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { UserRow } from "./accounts.repository";

/** The claims of spec §3, named as the contract names them, from a users row. */
export function toUserClaims(user: UserRow): UserClaims {
  return {
    uuid: user.uuid,
    id: user.id,
    email: user.email,
    name: user.name,
    access_type: user.accessType,
    is_subscribed: user.isSubscribed,
    subscription_tier: user.subscriptionTier,
    is_official_crew: user.isOfficialCrew,
    has_positive_transaction: user.hasPositiveTransaction,
    photo_file_name: user.photoFileName,
    state_name: user.stateName,
    drive_style: user.driveStyle,
    year_started: user.yearStarted,
    vehicle_make: user.vehicleMake,
    signup_origin: user.signupOrigin,
    subscription_store: user.subscriptionStore,
    affiliate_origin: user.affiliateOrigin,
    onboarding_state: user.onboardingState,
    units: user.units,
    locale: user.locale,
  };
}
