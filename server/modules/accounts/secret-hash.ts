import { createHash, randomBytes } from "node:crypto";

/** Refresh and reset tokens are stored only as this digest, so a database leak hands out no sessions. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** 256 random bits, URL-safe: unguessable, so it needs no slow hash. */
export function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}
