// Over the map, what the shared-content link shows: whose track or waypoint it is, or that it is gone.
import { useMeasures } from "../../lib/session";
import { useT } from "../../lib/i18n";
import { formatTrackLength } from "./my-content/stats-format";
import type { SharedContentState } from "./use-shared-content";

export function SharedContentNote({ shared: { content, isMissing } }: { shared: SharedContentState }) {
  const { t } = useT();
  const measure = useMeasures();
  if (!content && !isMissing) return null;
  return (
    <div className="pointer-events-auto rounded-xl bg-white px-4 py-3 text-sm shadow-xl ring-1 ring-black/10">
      {content ? (
        <p>
          <span className="font-bold">{content.name}</span>{" "}
          <span className="text-grey">
            {t("shared by {name}", { name: content.owner_name })}
            {content.kind === "track" && ` · ${formatTrackLength(content.length_m, measure)}`}
          </span>
        </p>
      ) : (
        <p className="text-brand-red">{t("This shared content could not be found. The link may have been turned off.")}</p>
      )}
    </div>
  );
}
