import { describe, expect, it } from "vitest";
import { editorNoteFrom, historyFrom } from "./record-labels";

describe(editorNoteFrom.name, () => {
  it.each([
    [{ editor_name: "Ann", writer_name: "Bo" }, "Editor: Ann"],
    [{ editor_name: null, writer_name: "Bo" }, "Writer: Bo"],
    [{ editor_name: "", writer_name: "Bo" }, "Writer: Bo"],
    [{ editor_name: null, writer_name: null }, "Writer: Unknown"],
  ])("%j -> %s", (note, label) => {
    expect(editorNoteFrom(note)).toBe(label);
  });
});

describe(historyFrom.name, () => {
  it("prefixes the history user's name", () => {
    expect(historyFrom({ history_user: { name: "Cy" } })).toBe("Editor: Cy");
  });

  it("says so when the user is gone", () => {
    expect(historyFrom({ history_user: null })).toBe("Editor: Unknown");
  });
});
