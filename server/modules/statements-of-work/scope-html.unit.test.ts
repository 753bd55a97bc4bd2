import { describe, expect, it } from "vitest";
import { scopeFromHtml, scopeToHtml } from "./scope-html";

describe(scopeToHtml.name, () => {
  it("makes paragraphs of blank-line-separated text, lines within them breaks, and escapes markup", () => {
    expect(scopeToHtml("First <b>bold</b> & \"quoted\"\r\nsame paragraph\n\n\n  Second 'one'  \n")).toBe(
      "<p>First &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;<br>same paragraph</p><p>Second &#39;one&#39;</p>",
    );
  });

  it("reads back to the text it was written from", () => {
    const scope = "Drive <the> rim & camps.\nTwo lines.\n\nSecond paragraph with &amp; typed.";
    expect(scopeFromHtml(scopeToHtml(scope))).toBe(scope);
  });
});
