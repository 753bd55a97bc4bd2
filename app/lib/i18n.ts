// The page's language in components (ADR 0064): the root loader names it and sends its catalog.
import { useMemo } from "react";
import { translator, type Translator } from "../i18n/translator";
import { useRootData } from "./root-data";

export function useT(): Translator {
  const { locale, messages } = useRootData().i18n;
  return useMemo(() => translator(locale, messages), [locale, messages]);
}
