import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { users } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the footer's plain form sends. */
const choose = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.request("/api/v2/preferences/", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

describe("POST /api/v2/preferences/", () => {
  it("keeps a visitor's kilometres in a cookie and sends them back to the page", async () => {
    const response = await choose({ units: "metric", return_to: "/US/utah?sort=rating" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/US/utah?sort=rating");
    expect(response.headers.get("set-cookie")).toMatch(/^units=metric; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it("sends a visitor who chose a language to the page in that language", async () => {
    const toSpanish = await choose({ locale: "es", return_to: "/fr/CAN/quebec" });
    expect(toSpanish.status).toBe(303);
    expect(toSpanish.headers.get("location")).toBe("/es/CAN/quebec");
    expect(toSpanish.headers.get("set-cookie")).toContain("lang=es");
    const toEnglish = await choose({ locale: "en", return_to: "/es/CAN/quebec" });
    expect(toEnglish.headers.get("location")).toBe("/CAN/quebec");
  });

  it("sends the reader back to the path as a browser resolves it", async () => {
    const response = await choose({ locale: "fr", return_to: "/US/../US/utah" });
    expect(response.headers.get("location")).toBe("/fr/US/utah");
  });

  it("keeps a user's choice on their profile too", async () => {
    const reader = await insertReader(t.db, t.services);
    const response = await choose({ units: "metric", locale: "fr", return_to: "/" }, reader.headers);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/fr");
    const [row] = await t.db.select({ units: users.units, locale: users.locale }).from(users).where(eq(users.id, reader.id));
    expect(row).toEqual({ units: "metric", locale: "fr" });
  });

  it.each<[string, Record<string, string>, string]>([
    ["no choice", { return_to: "/" }, "Choose units or a language."],
    ["unknown units", { units: "furlongs" }, "Choose imperial or metric units."],
    ["an unknown language", { locale: "de" }, "Choose English, French or Spanish."],
    [
      "another site to return to",
      { units: "metric", return_to: "//evil.example/" },
      "The page to return to must be a path of this site.",
    ],
    ...["/..//evil.test/phish", "/fr//evil.test", "/fr/\\evil.test", "/fr/\t/evil.test", "/\r\nSet-Cookie: a=b", "/fr\n"].map(
      (returnTo): [string, Record<string, string>, string] => [
        `a return path that leaves the site (${JSON.stringify(returnTo)})`,
        { locale: "en", return_to: returnTo },
        "The page to return to must be a path of this site.",
      ],
    ),
  ])("refuses %s with 400", async (_case, fields, message) => {
    const response = await choose(fields);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
