import { describe, expect, it } from "vitest";
import { notesOfKmlDescription } from "./plain-text";

describe("a KML description as notes", () => {
  it("reads HTML as its text: a line per paragraph or break, entities decoded, scripts and styles dropped", () => {
    const html =
      "<p>Gate &amp; cattle guard</p><style>p{}</style><div>Keep&nbsp;right<br/>at the <b>fork</b></div><script>alert(1)</script>";
    expect(notesOfKmlDescription(html)).toBe("Gate & cattle guard\nKeep right\nat the fork");
  });

  it('keeps plain text as written, a "<" that is no tag included', () => {
    expect(notesOfKmlDescription("Grade < 10% & dry")).toBe("Grade < 10% & dry");
  });
});
