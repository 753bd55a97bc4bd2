// The page's language in components (ADR 0064): the root loader names it and sends its catalog.
import { useMemo } from "react";
import { DEFAULT_LOCALE } from "../../shared/domain/locales";
import { translator, type Translator } from "../../shared/i18n/translator";
import { useRootData, type RootData } from "./root-data";

export function useT(): Translator {
  const { locale, messages } = useRootData().i18n;
  return useMemo(() => translator(locale, messages), [locale, messages]);
}

/** The page's words in a route's `meta` function, which runs outside React: the root match carries the catalog. */
export function metaTranslator(matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>): Translator {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  return translator(root?.i18n.locale ?? DEFAULT_LOCALE, root?.i18n.messages ?? null);
}
