// Editor notes and the edit history of a guide, dated from its editions.
import { daysAfter, type EditorNoteDraft, type HistoryDraft } from "./model";
import type { Random } from "./prng";

const EDITOR_NOTES = [
  "<p>Please add a photo of the waterfall obstacle from below.</p>",
  "<p>Checked the line against the latest field report; the camp waypoint moved slightly.</p>",
  "<p>Approved for publication. Nice work on the Getting There section.</p>",
  "<p>Can you confirm the permit requirement with the ranger district?</p>",
];

const WRITER_NOTES = [
  "<p>Added the bypass around the rock garden.</p>",
  "<p>Re-drove the route in September; road condition updated.</p>",
  "<p>The gate at the junction is now left open year-round.</p>",
];

export function generateEditorNotes(
  random: Random,
  editorEmail: string,
  writerEmail: string,
  publishedOn: Date,
  count: number,
): EditorNoteDraft[] {
  return Array.from({ length: count }, (_, index) => {
    const isEditor = index % 2 === 0;
    return {
      authorEmail: isEditor ? editorEmail : writerEmail,
      authorRole: isEditor ? "editor" : "writer",
      contentHtml: random.pick(isEditor ? EDITOR_NOTES : WRITER_NOTES),
      createdAt: daysAfter(index * random.int(1, 20) - 10, publishedOn),
    } satisfies EditorNoteDraft;
  });
}

/** "Initial publication", then 0-2 later updates, each with what it changed. */
export function generateHistory(
  random: Random,
  authorEmail: string,
  publishedOn: Date,
  lastPublishedOn: Date,
  roadCondition: string,
): HistoryDraft[] {
  const history: HistoryDraft[] = [
    { userEmail: authorEmail, historyDate: publishedOn, historyChangeReason: "<p>Initial publication</p>", changes: {} },
  ];
  const updates = lastPublishedOn > publishedOn ? random.int(0, 2) : 0;
  const span = lastPublishedOn.getTime() - publishedOn.getTime();
  for (let index = 1; index <= updates; index += 1) {
    history.push({
      userEmail: authorEmail,
      historyDate: new Date(publishedOn.getTime() + (span * index) / updates),
      historyChangeReason: "<p>Updated road condition after field report</p>",
      changes: { road_condition: { from: "Unknown", to: roadCondition } },
    });
  }
  return history;
}
