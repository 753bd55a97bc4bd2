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

const SLUG = "exporting-a-gpx-file";

/** What the help centre's loader and an article's loader do for a reader, with `supportUrl` configured. */
async function outcomes(supportUrl: string | null) {
  const context = contextWith(supportUrl);
  return {
    centre: await outcome(() => helpLoader({ request: request("/help"), context, params: {} } as never)),
    article: await outcome(() => articleLoader({ request: request(`/help/${SLUG}`), context, params: { slug: SLUG } } as never)),
  };
}

describe("/help", () => {
  it("shows the site's own help centre when no external one is configured", async () => {
    expect(await outcomes(null)).toEqual({ centre: "loaded", article: "loaded" });
  });

  it("redirects to the external help centre, the article to its page there", async () => {
    expect(await outcomes("https://help.example.com/hc/")).toEqual({
      centre: "redirect https://help.example.com/hc/",
      article: `redirect https://help.example.com/hc/articles/${SLUG}`,
    });
  });
});
