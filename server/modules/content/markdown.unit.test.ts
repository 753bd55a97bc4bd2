import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe(renderMarkdown.name, () => {
  it("renders headings, emphasis and links", () => {
    const html = renderMarkdown("## Trail report\n\nThe **Rubicon** is [open](https://example.com/rubicon).");
    expect(html).toContain("<h2>Trail report</h2>");
    expect(html).toContain("<strong>Rubicon</strong>");
    expect(html).toContain('<a href="https://example.com/rubicon">open</a>');
  });

  it.each([
    ["javascript: link", "[click](javascript:alert(1))", "javascript:"],
    ["vbscript: link", "[click](vbscript:msgbox)", "vbscript:"],
    ["data: link", "[click](data:text/html;base64,PHNjcmlwdD4=)", "data:"],
    ["javascript: image", "![x](javascript:alert(1))", "javascript:"],
    ["inline event handler", '<img src="https://example.com/a.png" onerror="alert(1)">', "onerror"],
    ["script element", "<script>alert(1)</script>", "<script"],
  ])("removes a %s", (_case, markdown, forbidden) => {
    expect(renderMarkdown(markdown).toLowerCase()).not.toContain(forbidden);
  });

  it("keeps a safe image", () => {
    expect(renderMarkdown("![Camp](https://example.com/camp.jpg)")).toContain(
      '<img src="https://example.com/camp.jpg" alt="Camp" />',
    );
  });
});
