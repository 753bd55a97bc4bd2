// Feature flags for experiments (spec §7, ADR 0058). Reading a flag sends the feature-flag-called
// event (`$feature_flag`, `$feature_flag_response`); the variant is compared with the one the caller
// expects, "test" unless told. A flag the provider does not know is logged (spec §8).
import { useEffect, useState } from "react";
import { analytics } from "./analytics";

export interface FeatureFlagOptions {
  /** The variant that turns the experiment on. */
  expected?: string;
  /** The analytics provider's name, for the log line of a missing flag. */
  provider?: string;
}

/** Whether the reader has the expected variant; null when product analytics is off or unreachable. */
export async function isFeatureFlagVariant(
  key: string,
  { expected = "test", provider = "PostHog" }: FeatureFlagOptions = {},
): Promise<boolean | null> {
  const client = await analytics.load();
  const value = client ? await client.featureFlag(key) : null;
  if (value === undefined) console.warn(`${provider} feature flag not found`);
  return value == null ? null : value === expected;
}

/**
 * The experiment's side for this reader: false in the server render and until the flag is known, so
 * a page shared by many readers is cached with the control and each browser decides after hydration.
 */
export function useFeatureFlagVariant(key: string, { expected = "test", provider = "PostHog" }: FeatureFlagOptions = {}) {
  const [isVariant, setIsVariant] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    isFeatureFlagVariant(key, { expected, provider })
      .then((answer) => isCurrent && setIsVariant(answer === true))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [key, expected, provider]);
  return isVariant;
}
