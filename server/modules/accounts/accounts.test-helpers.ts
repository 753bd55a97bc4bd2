// Request helpers shared by the account API tests.
import { randomUUID } from "node:crypto";
import type { RegisterRequest } from "../../../shared/contracts/accounts.contract";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import type { TestApp } from "../../../tests/setup/test-app";

export const TEST_PASSWORD = "correct-horse-battery";

export function uniqueEmail(label = "rider"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/** A fresh client address, so rate-limit buckets of one test do not leak into another. */
export function uniqueIp(): string {
  const bytes = randomUUID().replaceAll("-", "");
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

export function postJson(t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": uniqueIp(), ...headers },
    body: JSON.stringify(body),
  });
}

export async function register(t: TestApp, overrides: Partial<RegisterRequest> = {}) {
  const input = { email: uniqueEmail(), password: TEST_PASSWORD, name: "Casey Crawler", ...overrides };
  const response = await postJson(t, "/api/v2/users/register/", input);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return { input, tokens: (await response.json()) as AuthTokens, response };
}

export function refresh(t: TestApp, refreshToken: string) {
  return postJson(t, "/api/v2/token/refresh/", { refresh: refreshToken });
}

export function getMe(t: TestApp, accessToken: string) {
  return t.app.request("/api/v2/users/me/", { headers: { authorization: `Bearer ${accessToken}` } });
}

/** Set-Cookie headers of a response, by cookie name. */
export function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((header) => [header.slice(0, header.indexOf("=")), header]));
}
