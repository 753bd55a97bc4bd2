// The site-wide top banner (spec §2.4): browser only, first banner only, shown per spec §4, styled by
// its type, closable for the visit. Clicking a link in it records "click top banner" (the analytics
// front reads the strip's `data-nav-area`, app/lib/analytics.ts). Until the browser
// has the banners, the page holds the space of the banner the server expects, so the banner moves
// nothing (ADR 0021).
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import { useMemo, useState } from "react";
import type { Banner } from "../../../shared/contracts/site.contract";
import type { BannerType } from "../../../shared/domain/banner";
import { visibleBanner } from "../../../shared/domain/banner-visibility";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useSession } from "../../lib/session";
import { dismissBanner, dismissedBannerId, HIDE_DISMISSED_SPACE_SCRIPT } from "./banner-dismissal";
import { sanitizeBannerHtml } from "./banner-html-safety";
import { useBanners } from "./use-banners";

interface BannerLook {
  className: string;
  iconClassName: string;
  Icon: LucideIcon;
}

// Light tints keep dark text well above 4.5:1; the edge and icon carry the type's colour.
const BANNER_LOOKS: Record<BannerType, BannerLook> = {
  success: { className: "bg-[#eaf6e6] border-brand-green", iconClassName: "text-brand-green-dark", Icon: CircleCheck },
  info: { className: "bg-[#e4f3fc] border-brand-blue", iconClassName: "text-[#02679f]", Icon: Info },
  warning: { className: "bg-[#fff7cf] border-brand-yellow", iconClassName: "text-[#7a5f00]", Icon: TriangleAlert },
  error: { className: "bg-[#fde8eb] border-brand-red", iconClassName: "text-brand-red", Icon: CircleAlert },
};

export function TopBanner() {
  const { user } = useSession();
  const { expectedBanner } = useRootData();
  const banners = useBanners();
  const [closedId, setClosedId] = useState<string | null>(null);
  if (!banners) return expectedBanner ? <BannerSpace banner={expectedBanner} /> : null;
  const banner = visibleBanner(banners, user);
  if (!banner || String(banner.id) === (closedId ?? dismissedBannerId())) return null;
  const close = () => {
    dismissBanner(banner.id);
    setClosedId(String(banner.id));
  };
  return <BannerStrip banner={banner} onClose={close} />;
}

function BannerStrip({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const messageHtml = useMemo(() => sanitizeBannerHtml(banner.banner_message), [banner.banner_message]);
  // The staff's message is content and stays as written; only the strip's own words are translated.
  const { t } = useT();
  return (
    <section
      aria-label={t("Site announcement")}
      data-banner-type={banner.banner_type}
      data-nav-area="top banner"
      className={cx("relative", stripClassName(banner))}
    >
      <BannerLine banner={banner} messageHtml={messageHtml} />
      <button
        type="button"
        onClick={onClose}
        aria-label={t("Close the announcement")}
        className="absolute top-1/2 right-1 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-xl leading-none hover:bg-black/5"
      >
        ×
      </button>
    </section>
  );
}

/**
 * The strip as the banner will fill it, its message laid out but unseen (the server cleaned it). A
 * banner closed earlier in the visit never shows: the script after it hides the space at once.
 */
function BannerSpace({ banner }: { banner: Banner }) {
  return (
    <>
      <div aria-hidden="true" data-testid="top-banner-space" data-banner-id={banner.id} className={stripClassName(banner)}>
        <BannerLine banner={banner} messageHtml={banner.banner_message} className="invisible" />
      </div>
      <script dangerouslySetInnerHTML={{ __html: HIDE_DISMISSED_SPACE_SCRIPT }} />
    </>
  );
}

function stripClassName(banner: Banner): string {
  return cx("border-b-2 text-dark-grey", BANNER_LOOKS[banner.banner_type].className);
}

function BannerLine({ banner, messageHtml, className }: { banner: Banner; messageHtml: string; className?: string }) {
  const look = BANNER_LOOKS[banner.banner_type];
  return (
    <div
      className={cx(
        "mx-auto flex max-w-[1200px] items-start justify-center gap-2.5 py-2.5 pr-11 pl-4 text-sm leading-snug sm:items-center",
        className,
      )}
    >
      {!banner.no_icon && <look.Icon aria-hidden="true" className={cx("size-5 shrink-0", look.iconClassName)} />}
      <div
        className="min-w-0 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline [&_p]:m-0"
        dangerouslySetInnerHTML={{ __html: messageHtml }}
      />
    </div>
  );
}
