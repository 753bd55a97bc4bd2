// "Elevation" on a track of My Content: its profile in a dialog, fetched with the track when asked
// for (the list carries figures, not profiles).
import { Mountain } from "lucide-react";
import { useState } from "react";
import type { TrackSummary } from "../../../../shared/contracts/user-content.contract";
import type { ProfileSample } from "../../../../shared/geo/elevation-profile";
import { ElevationChart } from "../../../components/elevation-profile/elevation-chart";
import { Modal } from "../../../components/ui/modal";
import { failureMessage } from "../../../lib/request-feedback";
import { useMeasures } from "../../../lib/session";
import { myContentClient } from "./my-content-client";
import { useT } from "../../../lib/i18n";
import { formatTrackStats } from "./stats-format";

type Loaded = { state: "loading" } | { state: "loaded"; profile: ProfileSample[] } | { state: "failed"; message: string };

export function TrackElevation({ track, buttonClassName }: { track: TrackSummary; buttonClassName: string }) {
  const { t } = useT();
  const measure = useMeasures();
  const [isOpen, setIsOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });

  function open() {
    setIsOpen(true);
    setLoaded({ state: "loading" });
    myContentClient
      .getTrack(track.uuid)
      .then((detail) => setLoaded({ state: "loaded", profile: detail.elevation_profile ?? [] }))
      .catch((error: unknown) => setLoaded({ state: "failed", message: failureMessage(error) }));
  }

  return (
    <>
      <button type="button" className={buttonClassName} onClick={open}>
        <Mountain aria-hidden="true" className="size-4" />
        {t("Elevation")}
        <span className="sr-only"> {t("of {name}", { name: track.name })}</span>
      </button>
      <Modal open={isOpen} onOpenChange={setIsOpen} title={t("Elevation of {name}", { name: track.name })}>
        <p className="mb-3 text-sm text-grey tabular-nums">{formatTrackStats(track, measure, t)}</p>
        {loaded.state === "loading" && <div className="h-44 animate-pulse rounded-lg bg-neutral-100" />}
        {loaded.state === "loaded" && loaded.profile.length > 0 && <ElevationChart profile={loaded.profile} />}
        {loaded.state === "failed" && (
          <p role="alert" className="text-sm text-brand-red">
            {loaded.message}
          </p>
        )}
      </Modal>
    </>
  );
}
