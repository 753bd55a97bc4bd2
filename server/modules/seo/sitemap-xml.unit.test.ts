import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap-xml";

describe(sitemapXml.name, () => {
  it("escapes what XML must not carry raw", () => {
    const xml = sitemapXml("https://trails.example.com", [{ path: "/search?q=a&b=<c>" }]);
    expect(xml).toContain("<loc>https://trails.example.com/search?q=a&amp;b=&lt;c&gt;</loc>");
  });

  it("names the page in French and Spanish, and the English page as the default", () => {
    const xml = sitemapXml("https://trails.example.com", [{ path: "/US/utah/trails/12-moab-rim" }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      "<url><loc>https://trails.example.com/US/utah/trails/12-moab-rim</loc>" +
        '<xhtml:link rel="alternate" hreflang="en" href="https://trails.example.com/US/utah/trails/12-moab-rim"/>' +
        '<xhtml:link rel="alternate" hreflang="fr" href="https://trails.example.com/fr/US/utah/trails/12-moab-rim"/>' +
        '<xhtml:link rel="alternate" hreflang="es" href="https://trails.example.com/es/US/utah/trails/12-moab-rim"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://trails.example.com/US/utah/trails/12-moab-rim"/>' +
        "</url>",
    );
  });
});
