// The trip planner on /map (ADR 0083), for All-Access members: points added on the map, by its
// centre or by coordinates; the vehicle class (from the primary rig) and dates; the route the server
// plans on roads legal for both, drawn on the map; and saving it to My Content as a track.
import { useEffect, useState } from "react";
import type { RigFilter } from "../../../../shared/contracts/garage.contract";
import type { BlockingRoad, RoutePlan } from "../../../../shared/contracts/route-plans.contract";
import { plannerClassOfRig } from "../../../../shared/domain/route-legality";
import { boundsOf } from "../../../../shared/geo/geometry";
import { useToast } from "../../../components/ui/toast";
import { useT } from "../../../lib/i18n";
import { myContentClient } from "../my-content/my-content-client";
import { useTrailMap } from "../trail-map-context";
import { PlanPointList } from "./plan-point-list";
import { PlanSummary } from "./plan-summary";
import { useMapLayers } from "../geojson-overlay";
import { TripPlanLayers } from "./trip-plan-layers";
import { TripPlanTool } from "./trip-plan-tool";
import { TripSettingsFields } from "./trip-settings";
import { useTripPlan, type TripSettings } from "./use-trip-plan";

/** Today in the reader's own calendar, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export interface TripPlannerPanelProps {
  /** The planner's tool is on: a click on the map adds a point. Off, the plan stays drawn. */
  isActive: boolean;
  /** The reader's primary rig once the server has named it; null before, or with none. */
  rig: RigFilter["vehicle"] | null;
}

export function TripPlannerPanel({ isActive, rig }: TripPlannerPanelProps) {
  const { t } = useT();
  const toast = useToast();
  const trailMap = useTrailMap();
  const map = trailMap?.mapLibreMap ?? null;
  const [today] = useState(localToday);
  const trip = useTripPlan({ vehicleClass: "high-clearance", startDate: today, endDate: today, allowUndesignated: false });
  const [isSaving, setIsSaving] = useState(false);
  const layersRef = useMapLayers(map, (running) => new TripPlanLayers(running));
  const { setSettings, add, move } = trip;

  // The class becomes the primary rig's when the rig is first known, unless the reader has picked
  // one already; a reader with no rig keeps high clearance.
  const [isVehicleSettled, setVehicleSettled] = useState(false);
  if (rig && !isVehicleSettled) {
    setVehicleSettled(true);
    setSettings({ vehicleClass: plannerClassOfRig(rig) });
  }
  const changeSettings = (patch: Partial<TripSettings>) => {
    if (patch.vehicleClass) setVehicleSettled(true);
    setSettings(patch);
  };
  const rigName = rig ? `${rig.make} ${rig.model}` : null;

  useEffect(() => {
    if (!map || !isActive) return;
    const tool = new TripPlanTool(map, { onAdd: add, onMove: move });
    tool.start();
    return () => tool.stop();
  }, [map, isActive, add, move]);

  const { points, result } = trip;
  useEffect(() => {
    layersRef.current?.setPlan({
      points: points.map(({ position }) => position),
      route: result.status === "planned" ? result.plan : null,
      blocking: result.status === "refused" ? result.blocking : null,
    });
  }, [points, result, map, layersRef]);

  // A new route that leaves the view is brought into it; one already in view leaves the map still.
  useEffect(() => {
    if (result.status !== "planned" || !map) return;
    const coordinates = result.plan.geometry.coordinates;
    const view = map.getBounds();
    if (coordinates.every((position) => view.contains(position))) return;
    trailMap?.flyTo(boundsOf(coordinates), 14);
  }, [result, map, trailMap]);

  const showBlocking = (road: BlockingRoad) => trailMap?.flyTo(boundsOf(road.geometry.coordinates), 15);

  const save = async (plan: RoutePlan) => {
    setIsSaving(true);
    try {
      const name = t("Planned trip, {date}", { date: trip.settings.startDate });
      // The trip's points go with it as waypoints, as a GPX file's would.
      const waypointName = (index: number) =>
        index === 0 ? t("Start") : index === points.length - 1 ? t("End") : t("Via {number}", { number: index });
      await myContentClient.createTrack({
        name,
        notes: plan.properties.roads.map((road) => road.name).join(" → "),
        geometry: plan.geometry,
        waypoints: points.map(({ position: [longitude, latitude] }, index) => ({
          name: waypointName(index),
          icon: "pin",
          notes: name,
          latitude,
          longitude,
          elevation: null,
        })),
      });
      toast.show(t("The route is saved to My Content."));
    } catch (error) {
      toast.show(error instanceof Error ? error.message : t("The route could not be saved."), "error");
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section aria-labelledby="trip-planner-heading" className="space-y-4 px-4 pb-6">
      <div>
        <h2 id="trip-planner-heading" className="text-lg font-bold">
          {t("Plan a trip")}
        </h2>
        <p className="text-sm text-grey">
          {t("Routes follow only roads and trails open to your vehicle on every day of your trip. Drag a point to move it.")}
        </p>
      </div>
      <TripSettingsFields settings={trip.settings} rigName={rigName} onChange={changeSettings} />
      {/* The points come before the route: the result's height changes as it plans, and the
          controls above it must not move under the reader's pointer. */}
      <PlanPointList trip={trip} mapCentre={() => (map ? [map.getCenter().lng, map.getCenter().lat] : null)} />
      <PlanSummary result={result} onShowBlocking={showBlocking} onSave={(plan) => void save(plan)} isSaving={isSaving} />
    </section>
  );
}
