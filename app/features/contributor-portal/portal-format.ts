// How the portal writes dates and its section cards' look, and where it lives.
export const CONTRIBUTOR_PORTAL_PATH = "/users/contributor-portal";

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** A calendar date (YYYY-MM-DD) or a moment, as "Nov 3, 2026". */
export const formatDay = (value: string) => dayFormat.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

// scroll-mt: a section reached by its #link stops below the sticky header.
export const SECTION_CARD_CLASSES = "scroll-mt-24 rounded-2xl border border-grey/15 bg-white p-5 shadow-sm sm:p-6";

export const SECTION_TITLE_CLASSES = "text-xl font-bold tracking-tight text-dark-grey";
