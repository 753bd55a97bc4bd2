// The reader's lengths and elevations: their units (user setting or visitor cookie) and the page's
// language for the numbers (ADR 0040, 0064).
import { useMemo } from "react";
import { measures, type Measures } from "../../shared/domain/units";
import { useT } from "./i18n";
import { useUnits } from "./session";

export function useMeasures(): Measures {
  const units = useUnits();
  const { locale } = useT();
  return useMemo(() => measures(units, locale), [units, locale]);
}
