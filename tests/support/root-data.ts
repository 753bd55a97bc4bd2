// The root route's data a component under test reads through `useRootData()`: an English page.
export const ENGLISH_ROOT_DATA = { loaderData: { root: { i18n: { locale: "en", messages: null } } } } as const;
