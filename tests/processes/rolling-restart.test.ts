// A rolling restart behind nginx: two processes, each stopped (SIGTERM) and started again in turn
// while clients keep asking for pages and the API through the proxy. No request is lost.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createEmptyDatabase, type EmptyDatabase } from "./empty-database";
import { startReverseProxy, type ReverseProxy } from "./nginx";
import { loneServerEnv, startServerProcess, type ServerProcess } from "./server-process";

const CLIENTS = 8;
const PATHS = ["/", "/search?q=moab", "/api/v2/states/", "/api/v2/search/?q=ouray"];

let database: EmptyDatabase;
let env: Record<string, string>;
let servers: ServerProcess[] = [];
let proxy: ReverseProxy | undefined;

beforeAll(async () => {
  database = await createEmptyDatabase();
  env = loneServerEnv(database.url);
  // One first, so the second finds the database migrated.
  servers = [await startServerProcess(env)];
  servers.push(await startServerProcess(env));
  proxy = await startReverseProxy(servers.map((server) => server.port));
});

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
});

it("loses no request while each of two processes behind nginx is stopped and started again", async () => {
  const outcomes: (number | string)[] = [];
  let restarting = true;
  const client = async (index: number) => {
    for (let turn = 0; restarting; turn++) {
      const path = PATHS[(index + turn) % PATHS.length]!;
      try {
        const response = await fetch(`${proxy!.url}${path}`);
        await response.arrayBuffer();
        outcomes.push(response.status);
      } catch (error) {
        outcomes.push(String(error));
      }
    }
  };
  const load = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));

  for (const [index, server] of servers.entries()) {
    await server.stop();
    servers[index] = await startServerProcess(env, { port: server.port });
  }
  restarting = false;
  await load;

  const lost = outcomes.filter((outcome) => outcome !== 200);
  expect(lost).toEqual([]);
  expect(outcomes.length).toBeGreaterThan(100);
});
