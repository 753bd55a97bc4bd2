// MapLibre's own control labels in the page's language (ADR 0064), given to every map the reader sees
// through the Map constructor's `locale`. Loaded with the map code only. English keeps MapLibre's.
import type { Locale } from "../../shared/domain/locales";

type MapLocale = Record<string, string>;

const MAP_LOCALES: Record<Exclude<Locale, "en">, MapLocale> = {
  fr: {
    "AttributionControl.ToggleAttribution": "Afficher ou masquer les crédits",
    "AttributionControl.MapFeedback": "Signaler une erreur sur la carte",
    "FullscreenControl.Enter": "Plein écran",
    "FullscreenControl.Exit": "Quitter le plein écran",
    "GeolocateControl.FindMyLocation": "Trouver ma position",
    "GeolocateControl.LocationNotAvailable": "Position non disponible",
    "LogoControl.Title": "Logo MapLibre",
    "Map.Title": "Carte",
    "Marker.Title": "Repère sur la carte",
    "NavigationControl.ResetBearing": "Glisser pour faire pivoter la carte, cliquer pour revenir au nord",
    "NavigationControl.ZoomIn": "Zoom avant",
    "NavigationControl.ZoomOut": "Zoom arrière",
    "Popup.Close": "Fermer la fenêtre",
    "ScaleControl.Feet": "pi",
    "ScaleControl.Meters": "m",
    "ScaleControl.Kilometers": "km",
    "ScaleControl.Miles": "mi",
    "ScaleControl.NauticalMiles": "M",
    "GlobeControl.Enable": "Activer le globe",
    "GlobeControl.Disable": "Désactiver le globe",
    "TerrainControl.Enable": "Activer le relief",
    "TerrainControl.Disable": "Désactiver le relief",
    "CooperativeGesturesHandler.WindowsHelpText": "Utilisez Ctrl + molette pour zoomer sur la carte",
    "CooperativeGesturesHandler.MacHelpText": "Utilisez ⌘ + molette pour zoomer sur la carte",
    "CooperativeGesturesHandler.MobileHelpText": "Utilisez deux doigts pour déplacer la carte",
  },
  es: {
    "AttributionControl.ToggleAttribution": "Mostrar u ocultar los créditos",
    "AttributionControl.MapFeedback": "Reportar un error en el mapa",
    "FullscreenControl.Enter": "Pantalla completa",
    "FullscreenControl.Exit": "Salir de pantalla completa",
    "GeolocateControl.FindMyLocation": "Buscar mi ubicación",
    "GeolocateControl.LocationNotAvailable": "Ubicación no disponible",
    "LogoControl.Title": "Logotipo de MapLibre",
    "Map.Title": "Mapa",
    "Marker.Title": "Marcador del mapa",
    "NavigationControl.ResetBearing": "Arrastra para girar el mapa, haz clic para volver al norte",
    "NavigationControl.ZoomIn": "Acercar",
    "NavigationControl.ZoomOut": "Alejar",
    "Popup.Close": "Cerrar ventana",
    "ScaleControl.Feet": "ft",
    "ScaleControl.Meters": "m",
    "ScaleControl.Kilometers": "km",
    "ScaleControl.Miles": "mi",
    "ScaleControl.NauticalMiles": "nmi",
    "GlobeControl.Enable": "Activar globo",
    "GlobeControl.Disable": "Desactivar globo",
    "TerrainControl.Enable": "Activar relieve",
    "TerrainControl.Disable": "Desactivar relieve",
    "CooperativeGesturesHandler.WindowsHelpText": "Usa Ctrl + rueda del ratón para hacer zoom en el mapa",
    "CooperativeGesturesHandler.MacHelpText": "Usa ⌘ + rueda del ratón para hacer zoom en el mapa",
    "CooperativeGesturesHandler.MobileHelpText": "Usa dos dedos para mover el mapa",
  },
};

/** The `locale` option of a map on a page in `locale`: undefined (MapLibre's English) for English. */
export const mapLocaleFor = (locale: Locale): MapLocale | undefined => (locale === "en" ? undefined : MAP_LOCALES[locale]);
