// What is in view, in step with the map: hovering an item rings its line or trailhead, hovering the
// map rings the item, and a click opens its card.
import { MapPin } from "lucide-react";
import { cx } from "../../components/ui/class-names";
import { TightForRig } from "../../components/garage/rig-fit-mark";
import { GuideFacts } from "./guide-summary";
import type { MapGuide } from "./map-api";
import type { ContentRef } from "../../../shared/map/map-url-state";
import { Photo } from "../../components/ui/photo";

const keyOf = (ref: ContentRef) => `${ref.kind}-${ref.id}`;

export interface GuideListProps {
  guides: MapGuide[];
  hovered: ContentRef | null;
  selected: ContentRef | null;
  onHover: (guide: ContentRef | null) => void;
  onSelect: (guide: MapGuide) => void;
  label: string;
}

export function GuideList({ guides, hovered, selected, onHover, onSelect, label }: GuideListProps) {
  return (
    <ul aria-label={label} className="divide-y divide-grey/10" onMouseLeave={() => onHover(null)}>
      {guides.map((guide) => {
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
  );
}
