// The member's privacy zones in My Content (docs/decisions/0061-privacy-zones.md): places such as
// home or camp around which the start and end of their shared tracks, and their shared waypoints,
// are hidden from everyone else. Listed, added (a click on the map, the reader's location, the
// map's centre or typed coordinates) and deleted here; drawn on the map as circles.
import { LocateFixed, MapPin, ShieldCheck, Trash2 } from "lucide-react";
import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useState, type FormEvent } from "react";
import type { PrivacyZone } from "../../../../shared/contracts/user-content.contract";
import { PRIVACY_ZONE_LIMITS, PRIVACY_ZONE_RADII } from "../../../../shared/domain/privacy-zones";
import { buttonClassName } from "../../../components/ui/button";
import { LABEL_CLASSES, SelectField, TextField } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { useT } from "../../../lib/i18n";
import { useToast } from "../../../components/ui/toast";
import { privacyZonesClient } from "./my-content-client";
import { messageOf, useReloadable } from "./use-reloadable";
import { AddWaypointTool } from "./my-content-tools";
import { formatCoordinates } from "./stats-format";

const SOURCE = "my-content-privacy-zones";

export const radiusLabel = (metres: number) => (metres >= 1_000 ? `${metres / 1_000} km` : `${metres} m`);

/** A circle of the zone's radius as a 64-sided polygon, for the map. */
function circleOf(zone: PrivacyZone): GeoJSON.Feature<GeoJSON.Polygon> {
  const metresPerDegreeLatitude = 111_320;
  const metresPerDegreeLongitude = metresPerDegreeLatitude * Math.cos((zone.latitude * Math.PI) / 180);
  const ring = Array.from({ length: 65 }, (_, step) => {
    const angle = (step / 64) * 2 * Math.PI;
    return [
      zone.longitude + (zone.radius_m * Math.cos(angle)) / metresPerDegreeLongitude,
      zone.latitude + (zone.radius_m * Math.sin(angle)) / metresPerDegreeLatitude,
    ];
  });
  return { type: "Feature", properties: { name: zone.name }, geometry: { type: "Polygon", coordinates: [ring] } };
}

function useZoneLayer(map: MapLibreMap | null, zones: readonly PrivacyZone[]) {
  useEffect(() => {
    if (!map) return;
    const data: GeoJSON.FeatureCollection = { type: "FeatureCollection", features: zones.map(circleOf) };
    const draw = () => {
      const source = map.getSource<GeoJSONSource>(SOURCE);
      if (source) {
        void source.setData(data);
        return;
      }
      map.addSource(SOURCE, { type: "geojson", data });
      map.addLayer({
        id: `${SOURCE}-fill`,
        type: "fill",
        source: SOURCE,
        paint: { "fill-color": "#5C0099", "fill-opacity": 0.12 },
      });
      map.addLayer({
        id: `${SOURCE}-line`,
        type: "line",
        source: SOURCE,
        paint: { "line-color": "#5C0099", "line-width": 2, "line-dasharray": [2, 2] },
      });
    };
    if (map.isStyleLoaded()) draw();
    else map.once("load", draw);
    return () => {
      map.off("load", draw);
    };
  }, [map, zones]);
  useEffect(
    () => () => {
      if (!map?.getStyle()) return;
      for (const layer of [`${SOURCE}-line`, `${SOURCE}-fill`]) if (map.getLayer(layer)) map.removeLayer(layer);
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    },
    [map],
  );
}

function ZoneForm({
  map,
  onSaved,
  onCancel,
}: {
  map: MapLibreMap | null;
  onSaved: (zone: PrivacyZone) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [name, setName] = useState("Home");
  const [radius, setRadius] = useState<number>(500);
  const [latitude, setLatitude] = useState("");
  const [longitude, setLongitude] = useState("");
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const setCentre = (lng: number, lat: number) => {
    setLongitude(lng.toFixed(6));
    setLatitude(lat.toFixed(6));
  };

  useEffect(() => {
    if (!map || !picking) return;
    const tool = new AddWaypointTool(map, (lng, lat) => {
      setCentre(lng, lat);
      setPicking(false);
    });
    tool.start();
    return () => tool.stop();
  }, [map, picking]);

  const useMyLocation = () => {
    if (!("geolocation" in navigator)) {
      setError(t("This browser cannot tell your location. Click the map or type the coordinates."));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => setCentre(position.coords.longitude, position.coords.latitude),
      () => setError(t("Your location is not available. Click the map or type the coordinates.")),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const lat = Number(latitude);
    const lng = Number(longitude);
    if (latitude.trim() === "" || longitude.trim() === "" || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      setError(t("Choose the centre: click the map, use your location or type its latitude and longitude."));
      return;
    }
    setIsSaving(true);
    try {
      onSaved(await privacyZonesClient.create({ name, latitude: lat, longitude: lng, radius_m: radius }));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form
      aria-label={t("New privacy zone")}
      onSubmit={(event) => void submit(event)}
      className="space-y-3 rounded-xl border border-grey/20 p-3"
    >
      <TextField
        label={t("Name")}
        value={name}
        required
        maxLength={PRIVACY_ZONE_LIMITS.nameMaxLength}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField label={t("Radius")} value={radius} onChange={(event) => setRadius(Number(event.target.value))}>
        {PRIVACY_ZONE_RADII.map((metres) => (
          <option key={metres} value={metres}>
            {radiusLabel(metres)}
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-2">
        <legend className={LABEL_CLASSES}>{t("Centre")}</legend>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={picking}
            disabled={!map}
            onClick={() => setPicking((on) => !on)}
            className={buttonClassName({ variant: picking ? "primary" : "secondary", size: "sm" })}
          >
            <MapPin aria-hidden="true" className="size-4" />
            {picking ? t("Click the map…") : t("Pick on the map")}
          </button>
          <button type="button" onClick={useMyLocation} className={buttonClassName({ variant: "secondary", size: "sm" })}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {t("Use my location")}
          </button>
          <button
            type="button"
            disabled={!map}
            onClick={() => {
              const centre = map?.getCenter();
              if (centre) setCentre(centre.lng, centre.lat);
            }}
            className={buttonClassName({ variant: "secondary", size: "sm" })}
          >
            {t("Use the map centre")}
          </button>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={t("Latitude")}
            inputMode="decimal"
            value={latitude}
            onChange={(event) => setLatitude(event.target.value)}
          />
          <TextField
            label={t("Longitude")}
            inputMode="decimal"
            value={longitude}
            onChange={(event) => setLongitude(event.target.value)}
          />
        </div>
      </fieldset>
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={isSaving} className={buttonClassName({ size: "sm" })}>
          {isSaving ? t("Saving…") : t("Save zone")}
        </button>
        <button type="button" onClick={onCancel} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          {t("Cancel")}
        </button>
      </div>
    </form>
  );
}

const listZones = async () => (await privacyZonesClient.list()).zones;

export function PrivacyZonesSection({ map }: { map: MapLibreMap | null }) {
  const toast = useToast();
  const { t } = useT();
  const { value: zones, setValue: setZones, loadError } = useReloadable(listZones);
  const [adding, setAdding] = useState(false);

  useZoneLayer(map, zones ?? []);

  const remove = async (zone: PrivacyZone) => {
    try {
      await privacyZonesClient.delete(zone.uuid);
      setZones((current) => (current ?? []).filter(({ uuid }) => uuid !== zone.uuid));
      toast.show(t('Privacy zone "{name}" deleted.', { name: zone.name }));
    } catch (error) {
      toast.show(messageOf(error));
    }
  };

  return (
    <section
      aria-labelledby="privacy-zones-heading"
      className="space-y-3 border-t border-grey/20 pt-4"
      data-testid="privacy-zones"
    >
      <h3 id="privacy-zones-heading" className="flex items-center gap-2 text-lg font-semibold text-dark-grey">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {t("Privacy zones")}
      </h3>
      <p className="text-sm text-grey">
        {t(
          "Around these places, such as your home or camp, the start and end of your shared tracks and your shared waypoints are hidden from everyone else. You always see your own tracks whole.",
        )}
      </p>
      {loadError && (
        <p role="alert" className="text-sm font-semibold text-brand-red">
          {loadError}
        </p>
      )}
      {zones && zones.length > 0 && (
        <ul className="space-y-2">
          {zones.map((zone) => (
            <li key={zone.uuid} className="flex items-center justify-between gap-2 rounded-lg bg-neutral-100 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-semibold text-dark-grey">{zone.name}</p>
                <p className="text-sm text-grey tabular-nums">
                  {t("{radius} around {position}", {
                    radius: radiusLabel(zone.radius_m),
                    position: formatCoordinates(zone.latitude, zone.longitude),
                  })}
                </p>
              </div>
              <button
                type="button"
                onClick={() => void remove(zone)}
                aria-label={t("Delete privacy zone {name}", { name: zone.name })}
                className="inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full border border-grey/30 bg-white px-3 text-sm font-semibold text-dark-grey hover:bg-neutral-50"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t("Delete")}
              </button>
            </li>
          ))}
        </ul>
      )}
      {zones && zones.length === 0 && !adding && <p className="text-sm text-grey">{t("You have no privacy zones yet.")}</p>}
      {adding ? (
        <ZoneForm
          map={map}
          onCancel={() => setAdding(false)}
          onSaved={(zone) => {
            setZones((current) => [...(current ?? []), zone]);
            setAdding(false);
            toast.show(t('Privacy zone "{name}" saved.', { name: zone.name }));
          }}
        />
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={buttonClassName({ variant: "secondary", size: "sm" })}>
          {t("Add a privacy zone")}
        </button>
      )}
    </section>
  );
}
