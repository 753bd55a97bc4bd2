// A process told to stop (SIGTERM, as a rolling restart does) answers every request it had been
// sent, then exits within its 15 s deadline.
import { once } from "node:events";
import { get } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLoneServer, type LoneServer } from "./server-process";

const IN_FLIGHT = 40;
const EXIT_WITHIN_MS = 15_000;

let lone: LoneServer;

beforeAll(async () => {
  lone = await startLoneServer();
});

afterAll(() => lone?.stop());

interface Answer {
  status: number | string;
  bodyBytes: number;
}

/** A page request on a connection of its own: `sent` once the request is on the wire. */
function requestPage(url: string): { sent: Promise<unknown>; answer: Promise<Answer> } {
  let request!: ReturnType<typeof get>;
  const answer = new Promise<Answer>((resolve) => {
    request = get(url, (response) => {
      let bodyBytes = 0;
      response.on("data", (chunk: Buffer) => (bodyBytes += chunk.byteLength));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bodyBytes }));
    });
    request.on("error", (error) => resolve({ status: String(error), bodyBytes: 0 }));
  });
  return { sent: once(request, "finish"), answer };
}

it("answers all 40 page requests it was sent before SIGTERM with 200, then exits within 15 s", async () => {
  // Each its own search, so each is rendered rather than served from the page cache: most are still
  // waiting in the accept queue, unread or being rendered when the signal arrives.
  const requests = Array.from({ length: IN_FLIGHT }, (_, index) => requestPage(`${lone.server.url}/search?q=drain${index}`));
  await Promise.all(requests.map((request) => request.sent));
  const signalled = Date.now();
  const stopped = lone.server.stop();

  const answers = await Promise.all(requests.map((request) => request.answer));
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(answers.every((answer) => answer.bodyBytes > 0)).toBe(true);
  await stopped;
  expect(Date.now() - signalled).toBeLessThan(EXIT_WITHIN_MS);
  // New connections are refused once it has stopped.
  await expect(fetch(`${lone.server.url}/health`)).rejects.toThrow();
});
