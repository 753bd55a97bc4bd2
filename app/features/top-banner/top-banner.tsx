// The site-wide top banner (spec §2.4): browser only, first banner only, shown per spec §4, styled by
// its type. Clicking a link in it records "click top banner". Until the browser has the banners, the
// page holds the space of the banner the server expects, so the banner moves nothing (ADR 0021).
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import { useMemo, type MouseEvent } from "react";
import type { Banner } from "../../../shared/contracts/site.contract";
import type { BannerType } from "../../../shared/domain/banner";
import { visibleBanner } from "../../../shared/domain/banner-visibility";
import { cx } from "../../components/ui/class-names";
import { analytics } from "../../lib/analytics";
import { useRootData } from "../../lib/root-data";
import { useSession } from "../../lib/session";
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
  if (!banners) return expectedBanner ? <BannerSpace banner={expectedBanner} /> : null;
  const banner = visibleBanner(banners, user);
  return banner ? <BannerStrip banner={banner} /> : null;
}

function BannerStrip({ banner }: { banner: Banner }) {
  const messageHtml = useMemo(() => sanitizeBannerHtml(banner.banner_message), [banner.banner_message]);
  return (
    <section aria-label="Site announcement" data-banner-type={banner.banner_type} className={stripClassName(banner)}>
      <BannerLine banner={banner} messageHtml={messageHtml} onClick={recordBannerLinkClick} />
    </section>
  );
}

/** The strip as the banner will fill it, its message laid out but unseen (the server cleaned it). */
function BannerSpace({ banner }: { banner: Banner }) {
  return (
    <div aria-hidden="true" data-testid="top-banner-space" className={stripClassName(banner)}>
      <BannerLine banner={banner} messageHtml={banner.banner_message} className="invisible" />
    </div>
  );
}

function stripClassName(banner: Banner): string {
  return cx("border-b-2 text-dark-grey", BANNER_LOOKS[banner.banner_type].className);
}

function BannerLine({
  banner,
  messageHtml,
  className,
  onClick,
}: {
  banner: Banner;
  messageHtml: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
}) {
  const look = BANNER_LOOKS[banner.banner_type];
  return (
    <div
      className={cx(
        "mx-auto flex max-w-[1200px] items-start justify-center gap-2.5 px-4 py-2.5 text-sm leading-snug sm:items-center",
        className,
      )}
    >
      {!banner.no_icon && <look.Icon aria-hidden="true" className={cx("size-5 shrink-0", look.iconClassName)} />}
      <div
        onClick={onClick}
        className="min-w-0 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline [&_p]:m-0"
        dangerouslySetInnerHTML={{ __html: messageHtml }}
      />
    </div>
  );
}

/** One listener on the message catches clicks on any link inside it; tracking never breaks the click. */
function recordBannerLinkClick(event: MouseEvent<HTMLDivElement>) {
  try {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (link) analytics.capture("click top banner", { url: link.href });
  } catch {
    // Ignored (spec §8).
  }
}
