// "Fits my rig" on a trail page (ADR 0032): the trail's points of concern against the reader's
// primary rig. The page is the same for every paid reader, so the rig is read in the browser; the
// panel is part of the Points of Concern tab, whose code loads when the tab opens (ADR 0021).
import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import { FIT_LABELS, rigFit, type FitLevel } from "../../../shared/domain/rig-fit";
import { garageClient, vehicleName } from "../../components/garage/garage-client";
import { cx } from "../../components/ui/class-names";
import { useSession } from "../../lib/session";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";

const LEVEL_LOOKS: Record<FitLevel, { icon: typeof CircleCheck; classes: string }> = {
  fits: { icon: CircleCheck, classes: "bg-green-50 text-[#1f5714] border-brand-green/40" },
  tight: { icon: TriangleAlert, classes: "bg-orange-50 text-[#7a4300] border-brand-orange/50" },
  "not-recommended": { icon: CircleX, classes: "bg-red-50 text-[#9b0219] border-brand-red/40" },
};

type Garage = { state: "loading" } | { state: "failed" } | { state: "loaded"; primary: Vehicle | null };

export function RigFitPanel({ concerns }: { concerns: readonly string[] }) {
  const { user } = useSession();
  const garageHref = `/users/${user?.uuid ?? ""}/edit#garage`;
  const [garage, setGarage] = useState<Garage>({ state: "loading" });

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
        <Verdict concerns={concerns} rig={garage.primary} garageHref={garageHref} />
      )}
    </section>
  );
}

function Verdict({ concerns, rig, garageHref }: { concerns: readonly string[]; rig: Vehicle; garageHref: string }) {
  const fit = rigFit(concerns, rig);
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
