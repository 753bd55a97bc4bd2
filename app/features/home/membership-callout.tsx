// What All-Access adds, for visitors who do not have it yet.
import { Download, Map as MapIcon, Route } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";
import { useT } from "../../lib/i18n";

export function MembershipCallout() {
  const { t } = useT();
  const benefits = [
    { icon: Route, title: t("Full trail guides"), text: t("Every waypoint, obstacle photo and turn-by-turn description.") },
    { icon: MapIcon, title: t("The whole map"), text: t("Trails, scout routes and ORV parks, with public lands and roads.") },
    { icon: Download, title: t("Take it offline"), text: t("GPX downloads and offline maps for places with no signal.") },
  ];
  return (
    <section aria-labelledby="membership-title" className="bg-dark-grey text-white">
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-14 sm:px-6 md:grid-cols-[1fr_2fr] md:items-center">
        <div>
          <h2 id="membership-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t("Go further with All-Access")}
          </h2>
          <p className="mt-3 text-white/85">{t("Free accounts see trail previews. Members get the full guide.")}</p>
          <ButtonLink to="/all-access" size="lg" className="mt-6">
            {t("Start Free Trial")}
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-white/5 p-5 ring-1 ring-white/10">
              <Icon aria-hidden="true" className="size-6 text-brand-green" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-white/80">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
