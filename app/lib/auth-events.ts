// The events every sign-up and log-in sends (spec §7), whichever way it happened: with a password or
// a social provider, from the three-step flow or a one-step form. The tag manager and the ad pixel
// hear of them too.
import { analytics } from "./analytics";

export interface SignUpEvent {
  social: boolean;
  /** Where the sign-up button was. */
  buttonLocation: string;
  affiliateOrigin: string | null;
}

export interface LogInEvent {
  social: boolean;
  buttonLocation: string;
}

export function trackSignUp({ social, buttonLocation, affiliateOrigin }: SignUpEvent): void {
  analytics.capture("sign up", { social, button_location: buttonLocation, affiliate_origin: affiliateOrigin });
  analytics.conversion("sign up");
}

export function trackLogIn({ social, buttonLocation }: LogInEvent): void {
  analytics.capture("log in", { social, button_location: buttonLocation });
  analytics.conversion("log in");
}
