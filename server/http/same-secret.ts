// Compares a presented secret with the expected one in a time that tells nothing about where they
// differ (hashing first makes the lengths equal).
import { createHash, timingSafeEqual } from "node:crypto";

export function isSameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
