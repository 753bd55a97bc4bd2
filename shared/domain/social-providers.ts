// The social sign-in providers the site knows (spec §3 "Sign-up payload", §7): each has its own
// exchange endpoint and its own "{provider}_id" field of the sign-up. Which ones are on is configuration.
export const SOCIAL_PROVIDERS = {
  google: { name: "Google", endpoint: "google-login", idField: "google_id" },
  apple: { name: "Apple", endpoint: "apple-login", idField: "apple_id" },
} as const;

export type SocialProviderKey = keyof typeof SOCIAL_PROVIDERS;
export const SOCIAL_PROVIDER_KEYS = Object.keys(SOCIAL_PROVIDERS) as SocialProviderKey[];

/** What the browser is told about a configured provider. */
export interface SocialProviderChoice {
  key: SocialProviderKey;
  name: string;
}

export function isSocialProviderKey(value: string): value is SocialProviderKey {
  return Object.hasOwn(SOCIAL_PROVIDERS, value);
}

/** Every "{provider}_id" field the sign-up accepts, configured or not. */
export const SOCIAL_ID_FIELDS = ["google_id", "apple_id", "facebook_id"] as const;
export type SocialIdField = (typeof SOCIAL_ID_FIELDS)[number];
