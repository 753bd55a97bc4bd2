// The "find my location" button every map shows. MapLibre draws the button at once but names it
// only when the browser has answered whether it can locate (an asynchronous permission query), so
// for that moment a screen reader met a button without a name: it is named as it appears.
import type * as MapLibre from "maplibre-gl";

export function addGeolocateControl(maplibre: typeof MapLibre, map: MapLibre.Map) {
  const control = new maplibre.GeolocateControl({
    positionOptions: { enableHighAccuracy: true },
    trackUserLocation: true,
  });
  map.addControl(control, "top-right");
  const button = map.getContainer().querySelector<HTMLButtonElement>(".maplibregl-ctrl-geolocate");
  if (button && !button.hasAttribute("aria-label")) {
    const label = map._getUIString("GeolocateControl.FindMyLocation");
    button.title = label;
    button.setAttribute("aria-label", label);
  }
}
