// Every operation of the OpenAPI document, sent bad input of every kind: wrong types, missing and
// extra fields, huge and NUL-containing strings, bad ids, malformed bodies. No answer may be a 5xx,
// and every 4xx is in the JSON error shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertReader } from "../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { uniqueIp } from "../modules/accounts/accounts.test-helpers";

interface SchemaObject {
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  items?: SchemaObject;
}
interface Operation {
  parameters?: { name: string; in: "path" | "query" }[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const HUGE = "x".repeat(200_000);
const NUL = "trail\u0000name";
const BAD_IDS = ["abc", "-1", "0", "1.5", "99999999999999999999", encodeURIComponent(NUL), "%E0%A4%A"];

/** A value of the wrong kind for each schema type. */
function wrongValue(schema: SchemaObject | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === "string") return 12345;
  if (type === "number" || type === "integer" || type === "boolean") return "not-a-number";
  if (type === "array") return { not: "an array" };
  return "not-an-object";
}

function badBodies(schema: SchemaObject | undefined): unknown[] {
  const properties = Object.keys(schema?.properties ?? {});
  const each = (value: (name: string) => unknown) => Object.fromEntries(properties.map((name) => [name, value(name)]));
  return [
    {},
    [],
    null,
    "just a string",
    each((name) => wrongValue(schema?.properties?.[name])),
    each(() => HUGE),
    each(() => NUL),
    { ...each(() => NUL), unexpected_field: NUL, __proto__: { polluted: true } },
  ];
}

let t: TestApp;
let document: OpenApiDocument;
let staff: Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  t = await createTestApp();
  document = (await (await t.app.request("/api/docs")).json()) as OpenApiDocument;
  staff = await insertReader(t.db, t.services, { role: "SUPER", subscribed: true });
});
afterAll(() => t.close());

const failures: string[] = [];
let requestsSent = 0;

async function check(method: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const response = await t.app.request(`/api${path}`, {
    method: method.toUpperCase(),
    ...init,
    headers: { "x-forwarded-for": uniqueIp(), ...init.headers },
  });
  requestsSent++;
  const text = await response.text();
  const where = `${method.toUpperCase()} ${path.slice(0, 120)} -> ${response.status}`;
  if (response.status >= 500) failures.push(`${where}: ${text.slice(0, 200)}`);
  else if (response.status >= 400 && response.status !== 405) {
    try {
      const body = JSON.parse(text) as { detail?: unknown; code?: unknown };
      if (typeof body.detail !== "string" || typeof body.code !== "string") {
        failures.push(`${where}: not the error shape: ${text.slice(0, 200)}`);
      }
    } catch {
      failures.push(`${where}: not JSON: ${text.slice(0, 200)}`);
    }
  }
}

function concretePath(template: string, id: string): string {
  return template.replace(/\{[^}]+\}/g, id);
}

describe("bad input to every API operation", () => {
  it("never answers 5xx, and every 4xx is the JSON error shape", { timeout: 600_000 }, async () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method, operation } of operations) {
      for (const headers of [{}, staff.headers]) {
        for (const id of path.includes("{") ? BAD_IDS : [""]) {
          await check(method, concretePath(path, id || "1"), { headers });
        }
        const valid = concretePath(path, "1");
        const queryNames = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => parameter.name);
        for (const value of [NUL, HUGE.slice(0, 5000), "-1", "abc"]) {
          const query = new URLSearchParams(queryNames.map((name) => [name, value]));
          await check(method, `${valid}?${query.toString() || `q=${encodeURIComponent(value)}`}`, { headers });
        }
        if (method === "get" || method === "delete") continue;
        const content = operation.requestBody?.content ?? { "application/json": {} };
        if (content["application/json"]) {
          for (const body of badBodies(content["application/json"].schema)) {
            await check(method, valid, {
              headers: { ...headers, "content-type": "application/json" },
              body: JSON.stringify(body),
            });
          }
          await check(method, valid, { headers: { ...headers, "content-type": "application/json" }, body: '{"unterminated": "' });
          await check(method, valid, { headers: { ...headers, "content-type": "application/json" }, body: "\u0000" });
        }
        await check(method, valid, { headers: { ...headers, "content-type": "multipart/form-data" }, body: "no boundary here" });
        await check(method, valid, {
          headers: { ...headers, "content-type": "multipart/form-data; boundary=x" },
          body: `--x\r\nContent-Disposition: form-data; name="photo"\r\n\r\n${NUL}\r\n--x--\r\n`,
        });
      }
    }
    expect(failures).toEqual([]);
    console.log(`bad input: ${operations.length} operations, ${requestsSent} requests, no 5xx`);
  });
});
