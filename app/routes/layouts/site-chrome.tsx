// The frame every layout shares: skip link, top banner, header, the main landmark and (optionally)
// the footer. Features meet here, so none of them has to import another.
import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { SkipLink } from "../../components/ui/skip-link";
import { Avatar } from "../../features/avatar/avatar";
import { describeRouteError } from "../../features/error-page/error-description";
import { SiteFooter } from "../../features/footer/site-footer";
import { SiteHeader } from "../../features/header/site-header";
import { SearchOverlay } from "../../features/search-overlay/search-overlay";
import { TopBanner } from "../../features/top-banner/top-banner";
import { metaTranslator } from "../../lib/i18n";
import { useIsChromeHidden } from "./chrome-visibility";

export const MAIN_CONTENT_ID = "main-content";

export function SiteChrome({ hasFooter, children }: { hasFooter: boolean; children: ReactNode }) {
  const isChromeHidden = useIsChromeHidden();

  return (
    <div className="flex min-h-screen flex-col">
      {!isChromeHidden && <SkipLink targetId={MAIN_CONTENT_ID} />}
      <TopBanner />
      {!isChromeHidden && (
        <SiteHeader
          search={<SearchOverlay triggerClassName="text-white hover:bg-white/10" />}
          renderAvatar={renderHeaderAvatar}
        />
      )}
      {/* tabIndex lets the skip link move focus here, not only scroll. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {hasFooter && !isChromeHidden && <SiteFooter />}
    </div>
  );
}

function renderHeaderAvatar(user: UserClaims, size: number) {
  return <Avatar user={user} size={size} disableLink />;
}

/**
 * Meta of a layout: while its error boundary shows, a title saying so in the page's language;
 * otherwise the root's meta, so pages without their own meta keep the site defaults.
 */
export function layoutMeta({
  error,
  matches,
}: {
  error?: unknown;
  matches: readonly ({ id: string; loaderData: unknown; meta: MetaDescriptor[] } | undefined)[];
}): MetaDescriptor[] {
  if (!error) return matches[0]?.meta ?? [];
  const { t } = metaTranslator(matches);
  return [{ title: describeRouteError(error).status === 404 ? t("Page not found") : t("Something went wrong") }];
}
