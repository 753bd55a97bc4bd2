import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap-xml";

describe(sitemapXml.name, () => {
  it("escapes what XML must not carry raw", () => {
    const xml = sitemapXml("https://trails.example.com", [{ path: "/search?q=a&b=<c>" }]);
    expect(xml).toContain("<loc>https://trails.example.com/search?q=a&amp;b=&lt;c&gt;</loc>");
  });
});
