import { describe, expect, it } from "vitest";
import { renderMarkdown, renderMarkdownDocument } from "./markdown";

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

describe(renderMarkdownDocument.name, () => {
  const page = [
    "---",
    "title: Terms of Service",
    'description: "The rules: plainly"',
    "updated: 2026-01-15",
    "---",
    "# Terms",
    "",
    "## Your account",
    "",
    "### Passwords",
    "",
    "## Fuel & *Water*",
    "",
    "## Your account",
  ].join("\n");

  it("reads the front matter and leaves it out of the HTML", () => {
    const document = renderMarkdownDocument(page);
    expect(document.frontMatter).toEqual({
      title: "Terms of Service",
      description: "The rules: plainly",
      updated: "2026-01-15",
    });
    expect(document.html).not.toContain("updated:");
  });

  it("lists only depth-2 headings in the table of contents, with unique ids", () => {
    expect(renderMarkdownDocument(page).toc).toEqual([
      { id: "your-account", text: "Your account" },
      { id: "fuel-water", text: "Fuel & Water" },
      { id: "your-account-2", text: "Your account" },
    ]);
  });

  it("gives every heading a stable id", () => {
    const { html } = renderMarkdownDocument(page);
    expect(html).toContain('<h1 id="terms">Terms</h1>');
    expect(html).toContain('<h2 id="your-account">Your account</h2>');
    expect(html).toContain('<h3 id="passwords">Passwords</h3>');
    expect(html).toContain('<h2 id="fuel-water">Fuel &amp; <em>Water</em></h2>');
    expect(renderMarkdownDocument(page).html).toBe(html);
  });

  it("works without front matter", () => {
    const document = renderMarkdownDocument("## Only\n\nText");
    expect(document.frontMatter).toEqual({});
    expect(document.toc).toEqual([{ id: "only", text: "Only" }]);
  });

  it.each([
    ["javascript: link", "[click](javascript:alert(1))", "javascript:"],
    ["data: image", "![x](data:text/html;base64,PHNjcmlwdD4=)", "data:"],
    ["event handler in a heading", '## <img src="https://example.com/a.png" onerror="alert(1)">Hi', "onerror"],
    ["script in a heading", "## <script>alert(1)</script>Hi", "<script"],
  ])("removes a %s", (_case, markdown, forbidden) => {
    const document = renderMarkdownDocument(markdown);
    expect(document.html.toLowerCase()).not.toContain(forbidden);
    expect(JSON.stringify(document.toc).toLowerCase()).not.toContain(forbidden);
  });
});
