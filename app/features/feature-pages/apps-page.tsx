// The mobile apps: what they do and where to get them (store links from the client config).
import { Download, Map, Navigation, Smartphone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumbs } from "../../components/article/breadcrumbs";
import { StoreBadges } from "../../components/store-badges/store-badges";
import type { AppStores } from "../../../shared/domain/analytics-events";
import type { Translator } from "../../../shared/i18n/translator";
import { useT } from "../../lib/i18n";

const highlights = (t: Translator["t"]): readonly { icon: ReactNode; title: string; text: string; to: string }[] => [
  {
    icon: <Navigation aria-hidden="true" className="size-6" />,
    title: t("Navigation"),
    text: t("Follow the trail line with your position, waypoints and distance to go."),
    to: "/features/navigation",
  },
  {
    icon: <Download aria-hidden="true" className="size-6" />,
    title: t("Lists and offline maps"),
    text: t("Save trails into lists and take them with you where there is no signal."),
    to: "/features/lists",
  },
  {
    icon: <Map aria-hidden="true" className="size-6" />,
    title: t("Public lands"),
    text: t("See who manages the land and where you can drive and camp."),
    to: "/features/public-lands",
  },
  {
    icon: <Smartphone aria-hidden="true" className="size-6" />,
    title: t("In the car"),
    text: t("Put the trail map on your dashboard screen."),
    to: "/features/apple-carplay",
  },
];

export function AppsPage({ appStoreUrl, playStoreUrl }: AppStores) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={[{ label: t("Apps") }]} />
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight">{t("Trailguide apps")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-grey">
        {t(
          "Take every trail guide to the trailhead. The Trailguide app for iPhone and Android works offline, navigates the trail and keeps your lists in sync with the website.",
        )}
      </p>
      <div className="mt-6">
        <StoreBadges appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} tone="page" />
      </div>

      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {highlights(t).map((highlight) => (
          <li key={highlight.title} className="rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
            <span className="text-brand-green-dark">{highlight.icon}</span>
            <h2 className="mt-3 text-lg font-bold">
              <Link to={highlight.to} className="hover:underline">
                {highlight.title}
              </Link>
            </h2>
            <p className="mt-1 text-grey">{highlight.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-grey">
        {t("Also on your dashboard with")}{" "}
        <Link to="/features/apple-carplay" className="font-medium text-dark-grey underline">
          Apple CarPlay
        </Link>{" "}
        {t("and")}{" "}
        <Link to="/features/android-auto" className="font-medium text-dark-grey underline">
          Android Auto
        </Link>
        .
      </p>
    </div>
  );
}
