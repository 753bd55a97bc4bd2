import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { badRequest } from "../../http/errors";

// argon2id (the library's default algorithm) with OWASP's recommended minimums.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/**
 * The most common passwords of leaked lists (a maintained list, about 18,000 long enough to pass the
 * length rule), compared without case: the first ones an attacker tries.
 */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Choose one that is harder to guess.";

/** Hashes a password a user chose, refusing one from the common list (the error names `field`). */
export function hashNewPassword(plain: string, field = "password"): Promise<string> {
  if (COMMON_PASSWORDS.has(plain.toLowerCase())) {
    throw badRequest("Some fields are not valid.", { [field]: [COMMON_PASSWORD_MESSAGE] });
  }
  return hashPassword(plain);
}

export function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  return verify(passwordHash, plain).catch(() => false);
}
