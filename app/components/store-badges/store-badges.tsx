// "Download on the App Store" and "Get it on Google Play" badges, drawn as text so nothing loads.
// A store with no configured address gets no badge.
import { Apple, Play } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "../ui/external-link";
import type { AppStores } from "../../../shared/domain/analytics-events";
import { useT } from "../../lib/i18n";

const TONES = {
  /** On the dark footer. */
  footer: "border border-white/40 bg-black px-3.5 hover:border-white",
  /** On a light page. */
  page: "bg-dark-grey px-4 hover:bg-black",
};

export function StoreBadges({ appStoreUrl, playStoreUrl, tone = "footer" }: AppStores & { tone?: keyof typeof TONES }) {
  const { t } = useT();
  if (!appStoreUrl && !playStoreUrl) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {appStoreUrl && (
        <StoreBadge
          href={appStoreUrl}
          tone={TONES[tone]}
          icon={<Apple aria-hidden="true" className="size-6" />}
          kicker={t("Download on the")}
          store="App Store"
        />
      )}
      {playStoreUrl && (
        <StoreBadge
          href={playStoreUrl}
          tone={TONES[tone]}
          icon={<Play aria-hidden="true" className="size-6" />}
          kicker={t("Get it on")}
          store="Google Play"
        />
      )}
    </div>
  );
}

function StoreBadge({
  href,
  tone,
  icon,
  kicker,
  store,
}: {
  href: string;
  tone: string;
  icon: ReactNode;
  kicker: string;
  store: string;
}) {
  return (
    <ExternalLink href={href} className={`inline-flex h-12 items-center gap-2.5 rounded-xl text-white transition-colors ${tone}`}>
      {icon}
      <span className="flex flex-col leading-tight">
        <span className="text-[11px] text-white/80">{kicker}</span>
        <span className="text-base font-semibold">{store}</span>
      </span>
    </ExternalLink>
  );
}
