// One icon per search index (spec §2.8, §3), with a text label for screen readers.
import {
  Building2,
  CalendarDays,
  Compass,
  Flag,
  LifeBuoy,
  MapIcon,
  Mountain,
  Newspaper,
  Route,
  type LucideIcon,
} from "lucide-react";
import type { SearchIndex } from "../../../shared/domain/search-options";
import { useT } from "../../lib/i18n";

export const SEARCH_INDEX_ICONS: Record<SearchIndex, { icon: LucideIcon; label: string }> = {
  trails: { icon: Route, label: "Trail" },
  scout_routes: { icon: Compass, label: "Scout route" },
  orv_parks: { icon: Mountain, label: "ORV park" },
  regions: { icon: MapIcon, label: "Region" },
  cities: { icon: Building2, label: "Town" },
  states: { icon: Flag, label: "State" },
  blog_posts: { icon: Newspaper, label: "Blog post" },
  events: { icon: CalendarDays, label: "Event" },
  help_articles: { icon: LifeBuoy, label: "Help article" },
};

export function SearchResultIcon({ index }: { index: SearchIndex }) {
  const { icon: Icon, label } = SEARCH_INDEX_ICONS[index];
  return (
    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-grey">
      <Icon aria-hidden="true" className="size-[18px]" />
      <span className="sr-only">{useT().t(label)}:</span>
    </span>
  );
}
