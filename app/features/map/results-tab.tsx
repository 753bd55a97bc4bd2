// The "In view" tab: the guides in view (or why there are none), or the open list's guides alone.
import { useT } from "../../lib/i18n";
import { GuideList, type GuideListProps } from "./guide-list";
import type { MapGuide } from "./map-api";
import type { ActiveList } from "./use-active-list";
import type { GuidesInView } from "./use-guides-in-view";

/** Which guide is hovered and chosen, shared with the map. */
type GuideChoice = Omit<GuideListProps, "guides" | "label">;

interface ResultsTabProps extends GuideChoice {
  /** The open list, or null when the tab lists what is in view. */
  activeList: ActiveList | null;
  guidesInView: GuidesInView;
  hasFilters: boolean;
  onShowAll: () => void;
  onResetFilters: () => void;
}

export function ResultsTab({ activeList, guidesInView, hasFilters, onShowAll, onResetFilters, ...choice }: ResultsTabProps) {
  if (activeList) return <ListResults activeList={activeList} onShowAll={onShowAll} {...choice} />;
  return (
    <ResultsInView
      status={guidesInView.status}
      guides={guidesInView.page?.results ?? []}
      hasFilters={hasFilters}
      onResetFilters={onResetFilters}
      {...choice}
    />
  );
}

function ListResults({
  activeList: { list, isFailed, guides },
  onShowAll,
  ...choice
}: GuideChoice & { activeList: ActiveList; onShowAll: () => void }) {
  const { t } = useT();
  return (
    <section aria-label={t("List")} className="mb-2 border-b border-grey/15 pb-2">
      {isFailed ? (
        <p className="px-4 text-sm text-brand-red">{t("This list could not be opened. It may be private or deleted.")}</p>
      ) : list ? (
        <>
          <div className="flex items-baseline justify-between gap-2 px-4">
            <h2 className="font-bold">{t("List: {name}", { name: list.name })}</h2>
            <button type="button" className="shrink-0 text-sm font-semibold text-dark-grey underline" onClick={onShowAll}>
              {t("Show all guides")}
            </button>
          </div>
          {guides.length === 0 ? (
            <p className="px-4 py-2 text-sm text-grey">{t("This list is empty.")}</p>
          ) : (
            <GuideList label={t("Guides in {name}", { name: list.name })} guides={guides} {...choice} />
          )}
        </>
      ) : (
        <p className="px-4 text-sm text-grey">{t("Opening the list…")}</p>
      )}
    </section>
  );
}

interface ResultsInViewProps extends GuideChoice {
  status: GuidesInView["status"];
  guides: MapGuide[];
  hasFilters: boolean;
  onResetFilters: () => void;
}

function ResultsInView({ status, guides, hasFilters, onResetFilters, ...choice }: ResultsInViewProps) {
  const { t } = useT();
  if (guides.length === 0 && (status === "idle" || status === "loading")) {
    return (
      <ul aria-label={t("Loading results")} className="space-y-3 px-4" data-testid="map-list-skeleton">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="flex animate-pulse gap-3">
            <span className="size-16 rounded-lg bg-neutral-200" />
            <span className="flex-1 space-y-2 pt-1">
              <span className="block h-4 w-3/4 rounded bg-neutral-200" />
              <span className="block h-3 w-1/2 rounded bg-neutral-200" />
            </span>
          </li>
        ))}
      </ul>
    );
  }
  if (status === "failed" && guides.length === 0) {
    return <p className="px-4 text-sm text-grey">{t("The list could not be loaded. Move the map to try again.")}</p>;
  }
  if (guides.length === 0) {
    return hasFilters ? (
      <p className="px-4 text-sm text-grey">
        {t("No trails match these filters here.")}{" "}
        <button type="button" className="font-semibold text-dark-grey underline" onClick={onResetFilters}>
          {t("Clear filters")}
        </button>
      </p>
    ) : (
      <p className="px-4 text-sm text-grey">{t("Nothing in view here. Zoom out or move the map to find trails.")}</p>
    );
  }
  return <GuideList label={t("Guides in view")} guides={guides} {...choice} />;
}

/** The panel's live count: the open list's size, or what is in view. */
export function useResultCountText(activeList: ActiveList | null, guidesInView: GuidesInView): string {
  const { t, plural } = useT();
  if (activeList) return plural(activeList.guides.length, "{count} guide in this list", "{count} guides in this list");
  if (guidesInView.status === "failed") return t("Results could not be loaded");
  const count = guidesInView.page?.count;
  return count == null ? t("Finding results…") : plural(count, "{count} result in view", "{count} results in view");
}
