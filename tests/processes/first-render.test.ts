// A process that has just started sends its first page whole: the content is in place at first
// paint, not streamed into a hidden segment and moved in by a script after a module has loaded.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startLoneServer, type LoneServer } from "./server-process";

let lone: LoneServer;

beforeAll(async () => {
  lone = await startLoneServer();
});

afterAll(() => lone?.stop());

function mainContent(html: string): string {
  const start = html.indexOf('<main id="main-content"');
  const end = html.indexOf("</main>", start);
  return start >= 0 && end > start ? html.slice(start, end) : "";
}

it("the first page a process renders, an unknown trail, has the error page in its main content", async () => {
  const response = await fetch(`${lone.server.url}/trails/99999999-nowhere`);
  const html = await response.text();
  expect(response.status).toBe(404);
  expect(mainContent(html)).toContain("Page not found, let&#x27;s get you back on trail.");
  expect(html).not.toMatch(/<div hidden id="S:\d+">/);
});
