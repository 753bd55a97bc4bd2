// Where readers get help: an external help centre when SUPPORT_URL names one, else the site's own
// /help pages, which show the same help articles (ADR 0013).

export const HELP_CENTRE_PATH = "/help";

/** The "Support" link of the header's user menu and the footer. */
export function supportLink(supportUrl: string | null): { href: string; isExternal: boolean } {
  return supportUrl ? { href: supportUrl, isExternal: true } : { href: HELP_CENTRE_PATH, isExternal: false };
}

/** A help article's address: `articles/{slug}` in the external help centre, or /help/{slug} here. */
export function helpArticleLink(slug: string, supportUrl: string | null): { url: string } | { href: string } {
  return supportUrl ? { url: new URL(`articles/${slug}`, supportUrl).href } : { href: `${HELP_CENTRE_PATH}/${slug}` };
}
