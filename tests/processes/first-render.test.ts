// A process that has just started sends its first page whole: the content is in place at first
// paint, not streamed into a hidden segment and moved in by a script after a module has loaded.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createEmptyDatabase, type EmptyDatabase } from "./empty-database";
import { loneServerEnv, startServerProcess, type ServerProcess } from "./server-process";

let database: EmptyDatabase;
let server: ServerProcess;

beforeAll(async () => {
  database = await createEmptyDatabase();
  server = await startServerProcess(loneServerEnv(database.url));
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

function mainContent(html: string): string {
  const start = html.indexOf('<main id="main-content"');
  const end = html.indexOf("</main>", start);
  return start >= 0 && end > start ? html.slice(start, end) : "";
}

it("the first page a process renders, an unknown trail, has the error page in its main content", async () => {
  const response = await fetch(`${server.url}/trails/99999999-nowhere`);
  const html = await response.text();
  expect(response.status).toBe(404);
  expect(mainContent(html)).toContain("Page not found, let&#x27;s get you back on trail.");
  expect(html).not.toMatch(/<div hidden id="S:\d+">/);
});
