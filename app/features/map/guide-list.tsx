// What is in view, in step with the map: hovering an item rings its line or trailhead, hovering the
// map rings the item, and a click opens its card. The first dozen are drawn at once and the rest on
// request: a phone draws and fetches photos for what a reader is likely to look at, not for 50 cards.
import { useEffect, useRef, useState } from "react";
import { MapPin } from "lucide-react";
import { cx } from "../../components/ui/class-names";
import { TightForRig } from "../../components/garage/rig-fit-mark";
import { GuideFacts } from "./guide-summary";
import type { MapGuide } from "./map-api";
import type { ContentRef } from "../../../shared/map/map-url-state";
import { Photo } from "../../components/ui/photo";
import { useT } from "../../lib/i18n";

const keyOf = (ref: ContentRef) => `${ref.kind}-${ref.id}`;

/** Cards drawn when the guides arrive, and how many more each "Show more" draws. */
export const FIRST_SHOWN_GUIDES = 12;
const MORE_SHOWN_GUIDES = 24;

/**
 * How many of the guides are drawn; back to the first dozen when other guides arrive (the map moved).
 * "Show more" takes the keyboard's focus to the first card it drew.
 */
function useShownCount(guides: MapGuide[]) {
  const guidesKey = guides.map(keyOf).join(",");
  const [shown, setShown] = useState({ guidesKey, count: FIRST_SHOWN_GUIDES, focusFrom: -1 });
  const isCurrent = shown.guidesKey === guidesKey;
  const count = isCurrent ? shown.count : FIRST_SHOWN_GUIDES;
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = isCurrent ? shown.focusFrom : -1;
  useEffect(() => {
    if (focusFrom >= 0) listRef.current?.children[focusFrom]?.querySelector("button")?.focus();
  }, [focusFrom]);
  const showMore = () => setShown({ guidesKey, count: count + MORE_SHOWN_GUIDES, focusFrom: count });
  return { count, showMore, listRef };
}

export interface GuideListProps {
  guides: MapGuide[];
  hovered: ContentRef | null;
  selected: ContentRef | null;
  onHover: (guide: ContentRef | null) => void;
  onSelect: (guide: MapGuide) => void;
  label: string;
}

export function GuideList({ guides, hovered, selected, onHover, onSelect, label }: GuideListProps) {
  const { plural } = useT();
  const { count, showMore, listRef } = useShownCount(guides);
  const nextCount = Math.min(guides.length - count, MORE_SHOWN_GUIDES);
  return (
    <>
      <ul ref={listRef} aria-label={label} className="divide-y divide-grey/10" onMouseLeave={() => onHover(null)}>
        {guides.slice(0, count).map((guide) => {
          const key = keyOf(guide);
          const isHovered = hovered != null && keyOf(hovered) === key;
          const isSelected = selected != null && keyOf(selected) === key;
          return (
            <li key={key} data-testid="map-list-item" data-highlighted={isHovered || undefined}>
              <button
                type="button"
                onMouseEnter={() => onHover({ kind: guide.kind, id: guide.id })}
                onFocus={() => onHover({ kind: guide.kind, id: guide.id })}
                onClick={() => onSelect(guide)}
                aria-current={isSelected || undefined}
                className={cx(
                  "flex w-full gap-3 px-4 py-3 text-left transition-colors",
                  isSelected ? "bg-[#e7f3e3]" : isHovered ? "bg-neutral-100" : "hover:bg-neutral-50",
                )}
              >
                <span className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-neutral-200">
                  {guide.photo ? (
                    <Photo src={guide.photo} alt="" loading="lazy" className="size-full object-cover" />
                  ) : (
                    <span className="flex size-full items-center justify-center text-grey">
                      <MapPin aria-hidden="true" className="size-6" />
                    </span>
                  )}
                  <span
                    aria-hidden="true"
                    className="absolute bottom-0 left-0 h-1.5 w-full"
                    style={{ backgroundColor: guide.kind === "orv-park" ? "#5c3d1e" : guide.color || "#FF69B4" }}
                  />
                </span>
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="block truncate font-semibold text-dark-grey">{guide.title}</span>
                  <GuideFacts guide={guide} />
                  <TightForRig mark={guide.rig_fit} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {nextCount > 0 && (
        <button type="button" className="w-full px-4 py-3 text-sm font-semibold text-dark-grey underline" onClick={showMore}>
          {plural(nextCount, "Show {count} more guide", "Show {count} more guides")}
        </button>
      )}
    </>
  );
}
