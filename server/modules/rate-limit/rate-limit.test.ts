import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../http/errors";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { createRateLimiter } from "./rate-limit.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function hitsAllowed(hit: () => Promise<void>, attempts: number): Promise<number> {
  let allowed = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      await hit();
      allowed++;
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 429) throw error;
    }
  }
  return allowed;
}

describe(createRateLimiter.name, () => {
  it("allows `limit` hits per window, then throws 429 with the seconds left in the window", async () => {
    const limiter = createRateLimiter(t);
    // Move to 40 s into a fresh one-minute window, so 20 s of it are left.
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000) + 40_000);

    expect(await hitsAllowed(() => limiter.hit("test:limit", 3, 60), 3)).toBe(3);
    const error = await limiter.hit("test:limit", 3, 60).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
    expect((error as HttpError).detail).toBe("Request was throttled. Expected available in 20 seconds.");
  });

  it("counts each bucket apart", async () => {
    const limiter = createRateLimiter(t);
    expect(await hitsAllowed(() => limiter.hit("test:bucket-a", 2, 3600), 3)).toBe(2);
    expect(await hitsAllowed(() => limiter.hit("test:bucket-b", 2, 3600), 3)).toBe(2);
  });

  it("starts counting again in the next window", async () => {
    const limiter = createRateLimiter(t);
    expect(await hitsAllowed(() => limiter.hit("test:window", 2, 3600), 4)).toBe(2);
    t.clock.advance(3600_000);
    expect(await hitsAllowed(() => limiter.hit("test:window", 2, 3600), 4)).toBe(2);
  });

  it("shares one count between limiters on the same database, as separate processes would", async () => {
    const first = createRateLimiter(t);
    const second = createRateLimiter({ db: t.db, clock: t.clock });
    await first.hit("test:shared", 2, 3600);
    await second.hit("test:shared", 2, 3600);
    await expect(first.hit("test:shared", 2, 3600)).rejects.toMatchObject({ status: 429 });
    await expect(second.hit("test:shared", 2, 3600)).rejects.toMatchObject({ status: 429 });
  });
});
