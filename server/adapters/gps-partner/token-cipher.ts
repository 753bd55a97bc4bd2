// The GPS partner's tokens at rest: AES-256-GCM with a random IV per value, so a database copy
// holds nothing that works at the partner. Without a configured key every process derives the same
// one from the JWT secret (HKDF), so any of them can read what another wrote.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;

export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function tokenKeyFrom(configuredKey: Buffer | undefined, jwtSecret: string): Buffer {
  if (configuredKey) return configuredKey;
  return Buffer.from(hkdfSync("sha256", jwtSecret, "trailguide", "gps-partner-token-key", 32));
}

export function createTokenCipher(key: Buffer): TokenCipher {
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    decrypt(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("Unreadable sealed token");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
