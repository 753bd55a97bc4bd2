/** Where the paywall's clicks come from, for analytics (the default of the guide pages). */
export const PAYWALL_LOCATION = "scout_route_paywall";
