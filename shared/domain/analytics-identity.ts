// Who may be identified to the analytics and e-mail-marketing services (spec §1, §6), and how a
// name is split for the marketing service (spec §3).
import type { UserClaims } from "../contracts/user.contract";

/** Loopback names: a developer's machine must never identify anyone. */
const LOCAL_HOSTNAMES: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return LOCAL_HOSTNAMES.has(name) || name.endsWith(".localhost");
}

/** Only logged-out visitors and STANDARD users, and never on localhost. */
export function shouldIdentify({ user, hostname }: { user: Pick<UserClaims, "access_type"> | null; hostname: string }): boolean {
  if (isLocalHostname(hostname)) return false;
  return user === null || user.access_type === "STANDARD";
}

export interface SplitName {
  firstName: string;
  lastName: string;
}

/** First word and last word; a one-word name has an empty last name. */
export function splitName(name: string): SplitName {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.length > 1 ? (words.at(-1) ?? "") : "" };
}

/** The body of the e-mail-marketing service's identify call (Segment's HTTP API, spec §3). */
export function emailMarketingIdentity(user: Pick<UserClaims, "uuid" | "email" | "name">) {
  const { firstName, lastName } = splitName(user.name);
  return { userId: user.uuid, traits: { email: user.email, firstName, lastName } };
}
