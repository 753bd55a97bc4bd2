// Loads the Markdown page a path names: /careers is "careers", /features/lists is "features-lists".
import type { AppLoadContext } from "react-router";
import type { MarkdownPage } from "../../../shared/contracts/articles.contract";
import { orPageNotFound } from "../../lib/service-errors.server";
import { unprefixedPath } from "../../../shared/domain/locales";

export interface MarkdownPageData {
  page: MarkdownPage;
  canonicalUrl: string;
  isFeaturePage: boolean;
}

export async function loadMarkdownPage(request: Request, context: AppLoadContext): Promise<MarkdownPageData> {
  const path = unprefixedPath(new URL(request.url).pathname).replace(/\/+$/, "");
  const slug = path.slice(1).replaceAll("/", "-");
  const page = await orPageNotFound(request, context.services.articles.getMarkdownPage(slug));
  return { page, canonicalUrl: `${context.services.publicUrl}${path}`, isFeaturePage: path.startsWith("/features/") };
}
