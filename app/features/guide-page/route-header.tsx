// Breadcrumbs, title with its badge, rating summary, place and the state's warning (spec §2.11).
import { ChevronRight, MapPin, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import type { ScoutRoute } from "../../../shared/contracts/scout-route.contract";
import { COUNTRY_LABELS } from "../../../shared/domain/countries";
import { StarRating } from "../../components/ui/star-rating";
import { REVIEW_ANCHOR_ID, scrollToAnchor } from "./scroll-to-anchor";
import { useT } from "../../lib/i18n";

interface RouteHeaderProps {
  route: Pick<
    ScoutRoute,
    "title" | "state" | "review_average" | "review_count" | "nearest_town_name" | "county_name" | "state_message"
  >;
  /** The guide kind's breadcrumb, "Scout Routes" unless told (in the page's language). */
  kindLabel?: string;
  /** The badges beside the title (spec §3). */
  badges?: React.ReactNode;
  /** The heading's id, which the article is labelled by. */
  titleId?: string;
  /** Facts of a guide kind under the rating line (the trail's technical rating). */
  children?: React.ReactNode;
}

export function RouteHeader({ route, kindLabel, badges, titleId = "scout-route-title", children }: RouteHeaderProps) {
  const { t, number } = useT();
  const statePath = `/${route.state.country_code}/${route.state.slug}`;
  return (
    <header className="mx-auto max-w-[1200px] px-4 pt-6 sm:px-6">
      <nav aria-label={t("Breadcrumb")}>
        <ol className="flex flex-wrap items-center gap-1 text-sm text-grey">
          <li>
            <abbr title={t(COUNTRY_LABELS[route.state.country_code])} className="no-underline">
              {route.state.country_code}
            </abbr>
          </li>
          <Separator />
          <li>
            <Link to={statePath} className="underline-offset-2 hover:underline">
              {route.state.title}
            </Link>
          </li>
          <Separator />
          <li>{kindLabel ?? t("Scout Routes")}</li>
          <Separator />
          <li aria-current="page" className="font-medium text-dark-grey">
            {route.title}
          </li>
        </ol>
      </nav>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 id={titleId} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {route.title}
        </h1>
        {badges}
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-grey">
        <button
          type="button"
          onClick={() => scrollToAnchor(REVIEW_ANCHOR_ID)}
          className="inline-flex items-center gap-1.5 rounded-md text-sm hover:underline"
          aria-label={t("Rated {average} out of 5 from {count} reviews. Go to reviews", {
            average: number(route.review_average, 1),
            count: route.review_count,
          })}
        >
          <StarRating value={route.review_average} />
          <span className="font-semibold text-dark-grey tabular-nums">{number(route.review_average, 1)}</span>
          <span className="tabular-nums">({route.review_count})</span>
        </button>
        <p className="inline-flex flex-wrap items-center gap-1 text-sm">
          <MapPin aria-hidden="true" className="size-4 text-brand-green-dark" />
          <span>{t("Near {town},", { town: route.nearest_town_name })}</span>
          <Link to={statePath} className="font-medium text-dark-grey underline underline-offset-2">
            {route.state.title}
          </Link>
          {route.county_name && <span>{t("({county} County)", { county: route.county_name })}</span>}
        </p>
        {children}
      </div>

      {route.state_message && (
        <div
          role="note"
          className="mt-4 flex gap-3 rounded-lg border border-brand-orange/60 bg-[#fff4e5] p-4 text-sm text-dark-grey"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-[#a35a00]" />
          <p>{route.state_message}</p>
        </div>
      )}
    </header>
  );
}

function Separator() {
  return (
    <li aria-hidden="true">
      <ChevronRight className="size-4" />
    </li>
  );
}
