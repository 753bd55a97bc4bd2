// My Garage (/users/{uuid}/edit#garage): the user's rigs, the primary one first, with adding,
// editing, removing and choosing the primary rig that "fits my rig" compares, and each rig's photo.
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";
import { Car, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Vehicle, VehicleCreate } from "../../../shared/contracts/garage.contract";
import { GARAGE_LIMITS } from "../../../shared/domain/garage-limits";
import { formatRigLength } from "../../../shared/domain/reader-measures";
import { garageClient, vehicleName } from "../../components/garage/garage-client";
import { RigPhoto } from "../../components/garage/rig-photo";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toast";
import { failureMessage } from "../../lib/request-feedback";
import { useUnits } from "../../lib/session";
import { VehicleForm } from "./vehicle-form";
import { VehiclePhotoControl } from "./vehicle-photo-control";

export const GARAGE_SECTION_ID = "garage";

type Editing = { kind: "new" } | { kind: "edit"; vehicle: Vehicle } | null;

/** A rig's measurements as the garage names them, in the page's language. */
const measureLabels = (t: Translator["t"]): [keyof Vehicle, string][] => [
  ["lift_in", t("Lift")],
  ["width_in", t("Width")],
  ["height_in", t("Height")],
  ["wheelbase_in", t("Wheelbase")],
  ["ground_clearance_in", t("Clearance")],
];

function Measurements({ vehicle }: { vehicle: Vehicle }) {
  const units = useUnits();
  const { t } = useT();
  const known = measureLabels(t).filter(([key]) => vehicle[key] !== null);
  if (known.length === 0 && !vehicle.tire_size) {
    return <p className="text-sm text-grey">{t("No measurements yet: add them to see whether trails fit.")}</p>;
  }
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-grey">
      {vehicle.tire_size && (
        <div className="flex gap-1">
          <dt>{t("Tyres")}</dt>
          <dd className="font-semibold text-dark-grey">{vehicle.tire_size}</dd>
        </div>
      )}
      {known.map(([key, label]) => (
        <div key={key} className="flex gap-1">
          <dt>{label}</dt>
          <dd className="font-semibold text-dark-grey">{formatRigLength(Number(vehicle[key]), units)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Keeps the primary rig first, then the newest, as the server lists them. */
function inGarageOrder(vehicles: Vehicle[]): Vehicle[] {
  return [...vehicles].sort((a, b) => Number(b.is_primary) - Number(a.is_primary) || b.id - a.id);
}

export function GarageSection({ initialVehicles }: { initialVehicles: Vehicle[] }) {
  const [vehicles, setVehicles] = useState(initialVehicles);
  const { t } = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toast = useToast();

  // "#garage" in the address (the user menu's My Garage) brings the section into view with focus.
  useEffect(() => {
    if (window.location.hash !== `#${GARAGE_SECTION_ID}`) return;
    headingRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus();
  }, []);

  const reload = async () => setVehicles((await garageClient.getGarage()).vehicles);

  async function save(input: VehicleCreate) {
    if (editing?.kind === "edit") await garageClient.updateVehicle(editing.vehicle.id, input);
    else await garageClient.addVehicle(input);
    await reload();
    toast.show(editing?.kind === "edit" ? t("Rig saved.") : t("{rig} is in your garage.", { rig: vehicleName(input) }));
    setEditing(null);
  }

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      await reload();
      toast.show(done);
    } catch (error) {
      toast.show(t(failureMessage(error)), "error");
    }
  }

  const isFull = vehicles.length >= GARAGE_LIMITS.vehicles;
  return (
    <section aria-labelledby="garage-heading" id={GARAGE_SECTION_ID} className="scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="garage-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-dark-grey focus:outline-none">
          {t("My Garage")}
        </h2>
        <Button size="sm" onClick={() => setEditing({ kind: "new" })} disabled={isFull}>
          <Plus aria-hidden className="size-4" />
          {t("Add a rig")}
        </Button>
      </div>
      {vehicles.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-limited-grey p-6 text-center">
          <Car aria-hidden className="mx-auto size-8 text-grey" />
          <p className="mt-2 font-semibold text-dark-grey">{t("Your garage is empty.")}</p>
          <p className="text-sm text-grey">{t("Add your rig and trail pages will tell you whether a trail fits it.")}</p>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={t("Your rigs")}>
          {inGarageOrder(vehicles).map((vehicle) => (
            <li
              key={vehicle.id}
              className="flex flex-col gap-4 rounded-2xl border border-grey/15 bg-white p-4 shadow-sm sm:flex-row"
            >
              <RigPhoto vehicle={vehicle} className="rounded-xl sm:w-44 sm:shrink-0 sm:self-start" />
              <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-2">
                  <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-dark-grey">
                    {vehicleName(vehicle)}
                    {vehicle.is_primary && (
                      <span className="rounded-full bg-brand-green-dark px-2.5 py-0.5 text-xs font-bold text-white">
                        {t("Primary rig")}
                      </span>
                    )}
                  </h3>
                  <Measurements vehicle={vehicle} />
                  <VehiclePhotoControl vehicle={vehicle} onChanged={reload} />
                </div>
                <div className="flex flex-wrap gap-2">
                  {!vehicle.is_primary && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        void run(
                          () => garageClient.updateVehicle(vehicle.id, { is_primary: true }),
                          t("{rig} is your primary rig.", { rig: vehicleName(vehicle) }),
                        )
                      }
                    >
                      <Star aria-hidden className="size-4" />
                      {t("Make primary")}
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: "edit", vehicle })}>
                    <Pencil aria-hidden className="size-4" />
                    {t("Edit")} <span className="sr-only">{vehicleName(vehicle)}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      window.confirm(t("Remove {rig} from your garage?", { rig: vehicleName(vehicle) })) &&
                      void run(
                        () => garageClient.removeVehicle(vehicle.id),
                        t("{rig} was removed.", { rig: vehicleName(vehicle) }),
                      )
                    }
                  >
                    <Trash2 aria-hidden className="size-4" />
                    {t("Remove")} <span className="sr-only">{vehicleName(vehicle)}</span>
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {isFull && (
        <p className="text-sm text-grey">
          {t("A garage holds {count} rigs. Remove one to add another.", { count: GARAGE_LIMITS.vehicles })}
        </p>
      )}
      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.kind === "edit" ? t("Edit {rig}", { rig: vehicleName(editing.vehicle) }) : t("Add a new rig")}
        size="lg"
      >
        {editing && (
          <VehicleForm
            vehicle={editing.kind === "edit" ? editing.vehicle : undefined}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </section>
  );
}
