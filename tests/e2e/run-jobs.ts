// Scheduled jobs on the e2e server, run now through its operations endpoint (ADR 0070) rather than
// waited for: the billing job's timer is a minute, longer than a test should wait for an e-mail.
import { expect, type APIRequestContext } from "@playwright/test";

/** playwright.config.ts gives the e2e server this OPERATIONS_TOKEN. */
export const E2E_OPERATIONS_TOKEN = "e2e-operations-token-that-is-long-enough";

export type ScheduledJobName = "billing" | "email-delivery" | "dataset-imports" | "scheduled-publishing";

/** Runs each job once now, one after another (e.g. "billing" queues a gift's e-mail, "email-delivery" sends it). */
export async function runJobsNow(request: APIRequestContext, ...jobs: ScheduledJobName[]): Promise<void> {
  for (const job of jobs) {
    const response = await request.post(`/api/v2/operations/jobs/${job}/run/`, {
      headers: { authorization: `Bearer ${E2E_OPERATIONS_TOKEN}` },
    });
    expect(response.status(), `running ${job}: ${await response.text()}`).toBe(200);
  }
}
