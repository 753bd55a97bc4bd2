// What a recent condition report's marker says when clicked: the condition, the day seen, a short
// note and the link to the trail's conditions page. Plain DOM for MapLibre's popup, in the page's
// language: the map hands over the translator the page got from useT().
import { CONDITION_COLOURS, CONDITION_LABELS } from "../../../shared/domain/condition-reports";
import { TRAIL_CONDITIONS, type TrailCondition } from "../../../shared/domain/trail-conditions";
import { localizedPath } from "../../../shared/domain/locales";
import { formatDay } from "../../i18n/dates";
import { translator, type Translator } from "../../../shared/i18n/translator";

/** How much of a note the popup shows; the conditions page has the rest. */
export const POPUP_NOTE_LENGTH = 140;

export interface ConditionPopupText {
  condition: TrailCondition;
  label: string;
  colour: string;
  trailTitle: string;
  /** "Seen Nov 26, 2026" */
  seen: string;
  /** Empty when the report has no note. */
  note: string;
  conditionsHref: string;
}

/** A note cut at a word to `limit` characters, with an ellipsis when cut. */
export function shortNote(note: string, limit = POPUP_NOTE_LENGTH): string {
  const text = note.trim().replace(/\s+/g, " ");
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > limit / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

const ENGLISH = translator("en", null);

/** The popup's text from a marker's properties (as MapLibre hands them back), in the page's language. */
export function conditionPopupText(properties: Record<string, unknown>, { t, locale }: Translator = ENGLISH): ConditionPopupText {
  const condition = TRAIL_CONDITIONS.find((value) => value === properties.condition) ?? "other";
  const text = (name: string) => (typeof properties[name] === "string" ? properties[name] : "");
  const observedOn = text("observed_on");
  const seen = /^\d{4}-\d{2}-\d{2}$/.test(observedOn) ? formatDay(`${observedOn}T00:00:00Z`, locale) : "";
  return {
    condition,
    label: t(CONDITION_LABELS[condition]),
    colour: CONDITION_COLOURS[condition],
    trailTitle: text("trail_title"),
    seen: seen ? t("Seen {date}", { date: seen }) : "",
    note: shortNote(text("note")),
    // trail_href is the trail's page (shared/domain/guide-href.ts); its conditions page sits under it.
    conditionsHref: localizedPath(`${text("trail_href")}/conditions`, locale),
  };
}

export function conditionPopupContent(properties: Record<string, unknown>, translate: Translator): HTMLElement {
  const popup = conditionPopupText(properties, translate);
  const content = document.createElement("div");
  content.className = "space-y-1 text-sm text-dark-grey";
  content.dataset.testid = "condition-popup";

  const heading = document.createElement("p");
  heading.className = "flex items-center gap-2 pr-4 font-bold";
  const swatch = document.createElement("span");
  swatch.setAttribute("aria-hidden", "true");
  swatch.className = "size-3 shrink-0 rounded-full ring-2 ring-white outline outline-1 outline-black/20";
  swatch.style.backgroundColor = popup.colour;
  heading.append(swatch, popup.label);
  content.append(heading);

  for (const [value, className] of [
    [popup.trailTitle, "font-semibold"],
    [popup.seen, "text-grey"],
    [popup.note, ""],
  ] as const) {
    if (!value) continue;
    const line = document.createElement("p");
    if (className) line.className = className;
    line.textContent = value;
    content.append(line);
  }

  const link = document.createElement("a");
  link.href = popup.conditionsHref;
  link.className = "inline-block pt-1 font-semibold text-brand-green-dark underline";
  link.textContent = translate.t("Trail conditions");
  content.append(link);
  return content;
}
