// The signing secret: JWT_SECRET when set (required for several processes); otherwise one made
// on first start and kept in the data directory, so a single local process needs no setup.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "./config";

export async function resolveJwtSecret(config: Pick<Config, "jwtSecret" | "dataDir">): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, "jwt-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    await writeFile(file, secret, { mode: 0o600, flag: "wx" }).catch(() => undefined);
    return (await readFile(file, "utf8")).trim();
  }
}
