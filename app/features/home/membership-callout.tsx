// What All-Access adds, for visitors who do not have it yet.
import { Download, Map as MapIcon, Route } from "lucide-react";
import { ButtonLink } from "../../components/ui/button";

const BENEFITS = [
  { icon: Route, title: "Full trail guides", text: "Every waypoint, obstacle photo and turn-by-turn description." },
  { icon: MapIcon, title: "The whole map", text: "Trails, scout routes and ORV parks, with public lands and roads." },
  { icon: Download, title: "Take it offline", text: "GPX downloads and offline maps for places with no signal." },
] as const;

export function MembershipCallout() {
  return (
    <section aria-labelledby="membership-title" className="bg-dark-grey text-white">
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-14 sm:px-6 md:grid-cols-[1fr_2fr] md:items-center">
        <div>
          <h2 id="membership-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Go further with All-Access
          </h2>
          <p className="mt-3 text-white/85">Free accounts see trail previews. Members get the full guide.</p>
          <ButtonLink to="/all-access" size="lg" className="mt-6">
            Start Free Trial
          </ButtonLink>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
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
