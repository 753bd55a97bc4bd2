// Product analytics (spec §7 "Analytics"): events go to a PostHog-compatible capture endpoint, and
// only when the server configures one. Failures are swallowed; analytics never breaks a page (§8).
import type { UserClaims } from "../../shared/contracts/user.contract";
import { splitName } from "../../shared/domain/analytics-identity";
import type { ClientConfig } from "../load-context";

export type AnalyticsDestination = NonNullable<ClientConfig["analytics"]>;

const DISTINCT_ID_KEY = "analytics_distinct_id";

// Browser-only state, one per tab: set from effects, never during a server render.
let destination: AnalyticsDestination | null = null;
let fallbackDistinctId: string | null = null;

function newAnonymousId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function storeDistinctId(id: string): void {
  fallbackDistinctId = id;
  try {
    localStorage.setItem(DISTINCT_ID_KEY, id);
  } catch {
    // Storage can be full or blocked; the id then lives for this tab only.
  }
}

function currentDistinctId(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(DISTINCT_ID_KEY);
  } catch {
    stored = fallbackDistinctId;
  }
  if (stored) return stored;
  const id = newAnonymousId();
  storeDistinctId(id);
  return id;
}

function send(event: string, distinctId: string, properties: Record<string, unknown>): void {
  if (!destination) return;
  try {
    const body = JSON.stringify({
      api_key: destination.key,
      event,
      distinct_id: distinctId,
      properties: { ...properties, $current_url: window.location.href },
      timestamp: new Date().toISOString(),
    });
    // keepalive lets an event sent just before a navigation still arrive.
    fetch(`${destination.host.replace(/\/+$/, "")}/capture/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "omit",
      keepalive: true,
      body,
    }).catch(() => undefined);
  } catch {
    // Ignored (spec §8): analytics errors are silent.
  }
}

export const analytics = {
  /** Turns sending on (a destination) or off (null); called at start-up from the root data. */
  configure(config: AnalyticsDestination | null): void {
    destination = config;
  },

  /** Switches the distinct id to the user's uuid; callers check `shouldIdentify` first. */
  identify(user: UserClaims): void {
    try {
      const anonymousId = currentDistinctId();
      storeDistinctId(user.uuid);
      const { firstName, lastName } = splitName(user.name);
      send("$identify", user.uuid, {
        $anon_distinct_id: anonymousId === user.uuid ? undefined : anonymousId,
        $set: { email: user.email, name: user.name, first_name: firstName, last_name: lastName },
      });
    } catch {
      // Ignored (spec §8).
    }
  },

  capture(event: string, properties: Record<string, unknown> = {}): void {
    try {
      send(event, currentDistinctId(), properties);
    } catch {
      // Ignored (spec §8).
    }
  },

  /** After log out the device starts over as a new anonymous visitor. */
  reset(): void {
    try {
      storeDistinctId(newAnonymousId());
    } catch {
      // Ignored (spec §8).
    }
  },
};
