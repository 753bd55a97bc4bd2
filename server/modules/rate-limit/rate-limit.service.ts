// Fixed-window rate limits kept in the database, so every server process counts against the same total.
import { tooManyRequests } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { rateLimitRepository } from "./rate-limit.repository";

export interface RateLimiter {
  /** Counts one attempt in `bucket`; throws 429 once more than `limit` fall in the current window. */
  hit(bucket: string, limit: number, windowSeconds: number): Promise<void>;
}

export function createRateLimiter({ db, clock }: Pick<ServiceDeps, "db" | "clock">): RateLimiter {
  return {
    async hit(bucket, limit, windowSeconds) {
      const nowMs = clock.now().getTime();
      const windowMs = windowSeconds * 1000;
      const windowStart = new Date(Math.floor(nowMs / windowMs) * windowMs);
      const hits = await rateLimitRepository.increment(db, bucket, windowStart);
      // The first hit of a window is the moment the previous one became garbage.
      if (hits === 1) await rateLimitRepository.deleteWindowsBefore(db, bucket, windowStart);
      if (hits > limit) {
        const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - nowMs) / 1000));
        throw tooManyRequests(retryAfterSeconds);
      }
    },
  };
}
