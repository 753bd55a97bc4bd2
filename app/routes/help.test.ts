// The site's help centre, or, with an external one configured, a redirect there (one help centre).
import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loader as helpLoader } from "./help";
import { loader as articleLoader } from "./help-article";

function contextWith(supportUrl: string | null) {
  return {
    user: null,
    clientConfig: { supportUrl },
    services: {
      publicUrl: "https://trails.example.com",
      articles: {
        listHelpArticles: vi.fn().mockResolvedValue([]),
        getHelpArticle: vi.fn().mockResolvedValue({
          slug: "exporting-a-gpx-file",
          title: "Exporting a GPX file",
          category: "Maps",
          updated_at: "2026-11-01T00:00:00.000Z",
          body_html: "<p>Open the guide.</p>",
          toc: [],
        }),
      },
    },
  } as unknown as AppLoadContext;
}

const request = (path: string) => new Request(`https://trails.example.com${path}`);

/** Where the loader sent the reader, or "loaded". */
async function outcome(load: () => Promise<unknown>): Promise<string> {
  try {
    await load();
    return "loaded";
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get("location")}`;
    return `status ${(thrown as { init: { status: number } }).init.status}`;
  }
}

describe("/help", () => {
  it("shows the site's own help centre when no external one is configured", async () => {
    const context = contextWith(null);
    expect(await outcome(() => helpLoader({ request: request("/help"), context, params: {} } as never))).toBe("loaded");
    expect(
      await outcome(() =>
        articleLoader({
          request: request("/help/exporting-a-gpx-file"),
          context,
          params: { slug: "exporting-a-gpx-file" },
        } as never),
      ),
    ).toBe("loaded");
  });

  it("redirects to the external help centre, the article to its page there", async () => {
    const context = contextWith("https://help.example.com/hc/");
    expect(await outcome(() => helpLoader({ request: request("/help"), context, params: {} } as never))).toBe(
      "redirect https://help.example.com/hc/",
    );
    expect(
      await outcome(() =>
        articleLoader({
          request: request("/help/exporting-a-gpx-file"),
          context,
          params: { slug: "exporting-a-gpx-file" },
        } as never),
      ),
    ).toBe("redirect https://help.example.com/hc/articles/exporting-a-gpx-file");
  });
});
