// The "From" column of the editor notes and history tables (spec §2.11).
import type { EditorNote, HistoryEntry } from "../../../shared/contracts/scout-route.contract";

/** "Editor: {name}" when an editor wrote the note, otherwise "Writer: {name}". */
export function editorNoteFrom(note: Pick<EditorNote, "editor_name" | "writer_name">): string {
  if (note.editor_name) return `Editor: ${note.editor_name}`;
  return `Writer: ${note.writer_name ?? "Unknown"}`;
}

/** "Editor: " plus the name of whoever made the change. */
export function historyFrom(entry: Pick<HistoryEntry, "history_user">): string {
  return `Editor: ${entry.history_user?.name ?? "Unknown"}`;
}
