import { describe, expect, it } from "vitest";
import { appFilesImportedBy, appFilesIn, formatBytes } from "./save-pack";

describe("the files a saved page needs", () => {
  it("reads the built files a page's HTML names", () => {
    const html =
      '<link rel="modulepreload" href="/assets/root-AbC12_-x.js"/><link rel="stylesheet" href="/assets/app-Zz9.css"/>' +
      '<script type="module">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-AbC12_-x.js";</script>';
    expect(appFilesIn(html)).toEqual(["/assets/root-AbC12_-x.js", "/assets/app-Zz9.css", "/assets/manifest-1.js"]);
  });

  it("follows a script's imports, its lazy imports' preloads and MapLibre's worker", () => {
    const script =
      'import{t as e}from"./jsx-runtime-Dz5wRcWu.js";const m=["assets/interactive-route-map-XPdcgLIL.js","assets/maplibre-gl-B1.css"];' +
      'const load=()=>import(`./load-maplibre-DdWnaErw.js`);var w="/assets/maplibre-gl-worker-Q2.mjs";';
    expect(appFilesImportedBy(script)).toEqual([
      "/assets/jsx-runtime-Dz5wRcWu.js",
      "/assets/interactive-route-map-XPdcgLIL.js",
      "/assets/maplibre-gl-B1.css",
      "/assets/load-maplibre-DdWnaErw.js",
      "/assets/maplibre-gl-worker-Q2.mjs",
    ]);
  });

  it("writes sizes as readers read them", () => {
    expect(formatBytes(35_400_000)).toBe("35 MB");
    expect(formatBytes(800_000)).toBe("800 KB");
    expect(formatBytes(2_440_000)).toBe("2.4 MB");
    expect(formatBytes(12)).toBe("1 KB");
    expect(formatBytes(2_500_000_000)).toBe("2.5 GB");
  });

  it("writes sizes in the page's language: French in octets with a decimal comma", () => {
    expect(formatBytes(2_440_000, "fr")).toBe("2,4 Mo");
    expect(formatBytes(800_000, "fr")).toBe("800 ko");
    expect(formatBytes(35_400_000, "es")).toBe("35 MB");
    expect(formatBytes(2_440_000, "es")).toBe("2.4 MB");
  });
});
