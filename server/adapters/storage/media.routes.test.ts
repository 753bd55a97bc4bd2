import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

describe("GET /media/*", () => {
  let parent: string;
  let t: TestApp;
  const photo = Buffer.from("not really a jpeg, but served byte for byte");

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), "trailguide-media-"));
    // A file beside the storage directory that no URL may reach.
    await writeFile(path.join(parent, "secret.txt"), "outside the storage directory");
    t = await createTestApp({ STORAGE_DIR: path.join(parent, "media") });
    await t.services.storage.put("photos/0123456789abcdef/medium.jpg", photo, "image/jpeg");
  });
  afterAll(async () => {
    await t.close();
    await rm(parent, { recursive: true, force: true });
  });

  it("serves a stored file with its content type and immutable caching", async () => {
    const response = await t.app.request(t.services.storage.urlFor("photos/0123456789abcdef/medium.jpg"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(photo);
  });

  it("answers 304 when the browser already has the file", async () => {
    const first = await t.app.request("/media/photos/0123456789abcdef/medium.jpg");
    const etag = first.headers.get("etag") ?? "";
    const again = await t.app.request("/media/photos/0123456789abcdef/medium.jpg", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await t.app.request("/media/photos/0123456789abcdef/medium.jpg", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(await response.text()).toBe("");
  });

  it.each([
    ["a missing file", "/media/photos/0123456789abcdef/large.jpg"],
    ["a folder", "/media/photos/0123456789abcdef"],
    ["a folder with a trailing slash", "/media/photos/"],
    ["the media root", "/media/"],
    ["an encoded slash", "/media/..%2fsecret.txt"],
    ["an encoded backslash", "/media/..%5csecret.txt"],
    ["an encoded NUL byte", "/media/photos/0123456789abcdef/medium.jpg%00.png"],
    ["an absolute path", "/media//etc/passwd"],
  ])("answers 404 JSON for %s", async (_case, url) => {
    const response = await t.app.request(url);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ detail: "Not found.", code: "not_found" });
  });

  it.each(["/media/../secret.txt", "/media/%2e%2e/secret.txt", "/media/photos/.%2e/.%2e/secret.txt"])(
    "never serves a file outside the storage directory: %s",
    async (url) => {
      // URL parsing removes dot segments before routing; whatever answers, it is not the file.
      const response = await t.app.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("outside the storage directory");
    },
  );
});
