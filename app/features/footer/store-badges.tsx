// "Download on the App Store" and "Get it on Google Play" badges, drawn as text so nothing loads.
import { Apple, Play } from "lucide-react";
import type { ReactNode } from "react";
import { ExternalLink } from "../../components/ui/external-link";
import { useT } from "../../lib/i18n";

export function StoreBadges({ appStoreUrl, playStoreUrl }: { appStoreUrl: string; playStoreUrl: string }) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap gap-3">
      <StoreBadge
        href={appStoreUrl}
        icon={<Apple aria-hidden="true" className="size-6" />}
        kicker={t("Download on the")}
        store="App Store"
      />
      <StoreBadge
        href={playStoreUrl}
        icon={<Play aria-hidden="true" className="size-6" />}
        kicker={t("Get it on")}
        store="Google Play"
      />
    </div>
  );
}

function StoreBadge({ href, icon, kicker, store }: { href: string; icon: ReactNode; kicker: string; store: string }) {
  return (
    <ExternalLink
      href={href}
      className="inline-flex h-12 items-center gap-2.5 rounded-xl border border-white/40 bg-black px-3.5 text-white transition-colors hover:border-white"
    >
      {icon}
      <span className="flex flex-col leading-tight">
        <span className="text-[11px] text-white/80">{kicker}</span>
        <span className="text-base font-semibold">{store}</span>
      </span>
    </ExternalLink>
  );
}
