import { describe, expect, it } from "vitest";
import { escapeHtml, highlight, matchRanges } from "./highlight";
import { prefixTsQuery, searchTerms } from "./search-text";

describe(searchTerms.name, () => {
  it.each([
    ["Hell's Revenge", ["hells", "revenge"]],
    ["  San José ", ["san", "jose"]],
    ["sán", ["san"]],
    ["<script>alert(1)</script>", ["script", "alert", "1", "script"]],
    ["!!!", []],
  ])("%j → %j", (keyword, terms) => {
    expect(searchTerms(keyword)).toEqual(terms);
  });

  it("builds a prefix query of every word", () => {
    expect(prefixTsQuery(["hells", "rev"])).toBe("hells:* & rev:*");
  });
});

describe(highlight.name, () => {
  it.each([
    ["Rubicon Trail", "rub", "<em>Rub</em>icon Trail"],
    ["Rubicon Trail", "rubicn", "<em>Rubicon</em> Trail"],
    ["Hell's Revenge", "hells rev", "<em>Hell&#39;s</em> <em>Rev</em>enge"],
    ["San José", "san jose", "<em>San</em> <em>José</em>"],
    ["Moab", "moab", "<em>Moab</em>"],
    ["Moab", "xyz", "Moab"],
  ])("%j with %j → %s", (text, keyword, html) => {
    expect(highlight(text, searchTerms(keyword))).toBe(html);
  });

  it("escapes everything but its own markup", () => {
    const html = highlight(`<img src=x onerror="alert(1)"> Rubicon & "co"`, searchTerms("rubicon img"));
    expect(html).toBe("&lt;<em>img</em> src=x onerror=&quot;alert(1)&quot;&gt; <em>Rubicon</em> &amp; &quot;co&quot;");
    expect(html!.replace(/<\/?em>/g, "")).not.toMatch(/[<>]/);
  });

  it("keeps null as null and escapes without terms", () => {
    expect(highlight(null, ["a"])).toBeNull();
    expect(escapeHtml(`<b>'x'</b>`)).toBe("&lt;b&gt;&#39;x&#39;&lt;/b&gt;");
    expect(matchRanges("Moab", [])).toEqual([]);
  });
});
