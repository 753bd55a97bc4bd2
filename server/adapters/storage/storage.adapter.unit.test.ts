import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { contentTypeFor } from "./media-types";
import { createLocalStorageAdapter, createStorageAdapter, type StorageAdapter } from "./storage.adapter";
import { isStorageKey } from "./storage-keys";

let parent: string;
let dir: string;
let storage: StorageAdapter;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "trailguide-storage-"));
  dir = path.join(parent, "media");
  storage = createLocalStorageAdapter({ dir, baseUrl: "/media" });
});
afterAll(() => rm(parent, { recursive: true, force: true }));

describe("local storage adapter", () => {
  it("stores, reads and deletes a file", async () => {
    const data = Buffer.from("jpeg bytes");
    await storage.put("photos/abc123/medium.jpg", data, "image/jpeg");
    expect(await storage.read("photos/abc123/medium.jpg")).toEqual(data);

    await storage.delete("photos/abc123/medium.jpg");
    expect(await storage.read("photos/abc123/medium.jpg")).toBeNull();
  });

  it("replaces a file whole and leaves no temporary file behind", async () => {
    await storage.put("photos/replaced/large.jpg", Buffer.from("first"), "image/jpeg");
    await storage.put("photos/replaced/large.jpg", Buffer.from("second"), "image/jpeg");
    expect(await storage.read("photos/replaced/large.jpg")).toEqual(Buffer.from("second"));
    expect(await readdir(path.join(dir, "photos/replaced"))).toEqual(["large.jpg"]);
  });

  it("reads nothing for a missing file, a folder or a path through a file", async () => {
    await storage.put("folder/file.jpg", Buffer.from("x"), "image/jpeg");
    expect(await storage.read("missing.jpg")).toBeNull();
    expect(await storage.read("folder")).toBeNull();
    expect(await storage.read("folder/file.jpg/inside.jpg")).toBeNull();
  });

  it("deletes a missing file without complaint", async () => {
    await expect(storage.delete("never-stored.jpg")).resolves.toBeUndefined();
  });

  it("refuses a content type other than the one the file will be served with", async () => {
    await expect(storage.put("photos/x/hero.jpg", Buffer.from("x"), "image/png")).rejects.toThrow(/served as image\/jpeg/);
  });

  it("builds URLs under the media base URL", () => {
    expect(storage.urlFor("photos/abc/hero.jpg")).toBe("/media/photos/abc/hero.jpg");
    const remote = createLocalStorageAdapter({ dir, baseUrl: "https://cdn.example.com/media" });
    expect(remote.urlFor("photos/abc/hero.jpg")).toBe("https://cdn.example.com/media/photos/abc/hero.jpg");
  });

  it.each([
    ["a parent folder", "../secret.txt"],
    ["a parent folder inside the key", "photos/../../secret.txt"],
    ["an absolute path", "/etc/passwd"],
    ["an empty key", ""],
    ["a trailing slash", "photos/"],
    ["an empty segment", "photos//a.jpg"],
    ["a hidden file", "photos/.partial"],
    ["upper case", "Photos/a.jpg"],
    ["a backslash", "photos\\..\\secret.txt"],
    ["an encoded dot", "%2e%2e/secret.txt"],
    ["a NUL byte", "a.jpg\u0000.png"],
    ["a double dot inside a name", "photos/a..jpg"],
    ["an overlong key", `${"a".repeat(600)}.jpg`],
  ])("rejects %s in every operation", async (_case, key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.read(key)).rejects.toMatchObject({ status: 400, code: "bad_request" });
    await expect(storage.put(key, Buffer.from("x"), contentTypeFor(key))).rejects.toMatchObject({ status: 400 });
    await expect(storage.delete(key)).rejects.toMatchObject({ status: 400 });
    expect(() => storage.urlFor(key)).toThrow("This file name is not allowed.");
  });

  it("accepts the keys photos are stored under", () => {
    expect(isStorageKey("photos/0123456789abcdef/original.jpg")).toBe(true);
    expect(isStorageKey("tracks/2026_07/route-12.gpx")).toBe(true);
  });
});

describe(createStorageAdapter.name, () => {
  it("keeps files under STORAGE_DIR, or under DATA_DIR/media by default", async () => {
    const configured = createStorageAdapter({ config: loadConfig({ STORAGE_DIR: path.join(parent, "configured") }) });
    await configured.put("a.jpg", Buffer.from("x"), "image/jpeg");
    expect(await readdir(path.join(parent, "configured"))).toEqual(["a.jpg"]);

    expect(loadConfig({ DATA_DIR: "/srv/trailguide" }).storage).toEqual({
      driver: "local",
      dir: "/srv/trailguide/media",
      baseUrl: "/media",
    });
    expect(loadConfig({ MEDIA_BASE_URL: "https://cdn.example.com/media/" }).storage.baseUrl).toBe(
      "https://cdn.example.com/media",
    );
    expect(() => loadConfig({ MEDIA_BASE_URL: "media" })).toThrow(/MEDIA_BASE_URL/);
  });
});

describe(contentTypeFor.name, () => {
  it.each([
    ["photos/a/original.jpg", "image/jpeg"],
    ["photos/a/avatar.PNG", "application/octet-stream"],
    ["tracks/a.b/route.gpx", "application/gpx+xml"],
    ["tracks/a.b/readme", "application/octet-stream"],
  ])("serves %s as %s", (key, contentType) => {
    expect(contentTypeFor(key)).toBe(contentType);
  });
});
