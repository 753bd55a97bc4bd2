// The points of concern (shared/domain/difficulty.ts POINTS_OF_CONCERN) in the page's language, where
// guides and the technical ratings page show them (ADR 0064). The API keeps them in English.
import { useT } from "./i18n";

/** A concern's name in the page's language; one the list does not know stays as written. */
export function useConcernLabel(): (concern: string) => string {
  const { t } = useT();
  const labels: Record<string, string> = {
    "Full Size Not Recommended": t("Full Size Not Recommended"),
    "Body Damage": t("Body Damage"),
    Width: t("Width"),
    Height: t("Height"),
    "Short Wheelbase Recommended": t("Short Wheelbase Recommended"),
    "Narrow Shelf Road": t("Narrow Shelf Road"),
    "Mild Off Camber": t("Mild Off Camber"),
    "Moderate Off Camber": t("Moderate Off Camber"),
    "Extreme Off Camber": t("Extreme Off Camber"),
    "Impassable When Wet": t("Impassable When Wet"),
    "Deep Sand": t("Deep Sand"),
    Mud: t("Mud"),
    Pinstriping: t("Pinstriping"),
    "High Water Crossings": t("High Water Crossings"),
  };
  return (concern) => labels[concern] ?? concern;
}
