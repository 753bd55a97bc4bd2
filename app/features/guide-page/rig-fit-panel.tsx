// "Fits my rig" on a trail page (ADR 0032): the trail's points of concern against the reader's
// primary rig. The page is the same for every paid reader, so the rig is read in the browser; the
// panel is part of the Points of Concern tab, whose code loads when the tab opens (ADR 0021). The
// Motor Vehicle Use Map classes of the roads the trail uses count too (ADR 0037).
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLoaderData } from "react-router";
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import type { DesignatedRoad } from "../../../shared/domain/mvum";
import { FIT_LABELS, rigFit, type FitLevel } from "../../../shared/domain/rig-fit";
import { garageClient, garageHrefOf, vehicleName } from "../../components/garage/garage-client";
import { cx } from "../../components/ui/class-names";
import { useSession, useUnits } from "../../lib/session";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import type { GuidePageData } from "./guide-page-layout";

const LEVEL_LOOKS: Record<FitLevel, { icon: typeof CircleCheck; classes: string }> = {
  fits: { icon: CircleCheck, classes: "bg-green-50 text-[#1f5714] border-brand-green/40" },
  tight: { icon: TriangleAlert, classes: "bg-orange-50 text-[#7a4300] border-brand-orange/50" },
  "not-recommended": { icon: CircleX, classes: "bg-red-50 text-[#9b0219] border-brand-red/40" },
};

type Garage = { state: "loading" } | { state: "failed" } | { state: "loaded"; primary: Vehicle | null };

export function RigFitPanel({ concerns }: { concerns: readonly string[] }) {
  const { user } = useSession();
  const garageHref = garageHrefOf(user?.uuid);
  const [garage, setGarage] = useState<Garage>({ state: "loading" });
  // The roads come from the trail page's loader rather than through the tabs' props: the page's own
  // code has no bytes to spare for passing them (ADR 0021).
  const roads = useLoaderData<Partial<Pick<GuidePageData, "roadsUsed">> | undefined>()?.roadsUsed ?? [];

  useEffect(() => {
    if (!user) return;
    let isCurrent = true;
    garageClient.getGarage().then(
      ({ vehicles }) =>
        isCurrent && setGarage({ state: "loaded", primary: vehicles.find((vehicle) => vehicle.is_primary) ?? null }),
      () => isCurrent && setGarage({ state: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [user]);

  if (!user) return null;
  return (
    <section aria-labelledby="rig-fit-title" className="space-y-3 rounded-xl border border-limited-grey bg-white p-4">
      <h2 id="rig-fit-title" className="text-base font-bold">
        Fits my rig
      </h2>
      {garage.state === "loading" && <p className="text-grey">Checking your garage…</p>}
      {garage.state === "failed" && <p className="text-grey">Your garage could not be read just now.</p>}
      {garage.state === "loaded" && !garage.primary && (
        <p className="text-grey">
          <Link to={garageHref} className={TEXT_LINK_CLASSES}>
            Add your rig to My Garage
          </Link>{" "}
          to see whether this trail fits it.
        </p>
      )}
      {garage.state === "loaded" && garage.primary && (
        <Verdict concerns={concerns} roads={roads} rig={garage.primary} garageHref={garageHref} />
      )}
    </section>
  );
}

interface VerdictProps {
  concerns: readonly string[];
  roads: readonly DesignatedRoad[];
  rig: Vehicle;
  garageHref: string;
}

function Verdict({ concerns, roads, rig, garageHref }: VerdictProps) {
  const units = useUnits();
  const fit = rigFit(concerns, rig, roads, units);
  const { icon: Icon, classes } = LEVEL_LOOKS[fit.level];
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className={cx("inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-bold", classes)}>
          <Icon aria-hidden className="size-4" />
          {FIT_LABELS[fit.level]}
        </span>
        <span className="text-sm text-grey">
          for your {vehicleName(rig)} ·{" "}
          <Link to={garageHref} className={TEXT_LINK_CLASSES}>
            Change<span className="sr-only"> your rig</span>
          </Link>
        </span>
      </p>
      {fit.findings.length === 0 ? (
        <p className="text-sm text-grey">
          {concerns.length === 0
            ? "No points of concern are listed for this trail."
            : "Nothing listed here is a problem for its measurements."}
        </p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label="Why">
          {fit.findings.map((finding) => (
            <li key={finding.concern}>
              <span className="font-semibold text-dark-grey">{finding.concern}:</span> {finding.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
