// The schema.org blocks in a page's head, parsed.
import type { Page } from "@playwright/test";

export type StructuredData = Record<string, unknown> & { "@type"?: string };

export async function structuredData(page: Page): Promise<StructuredData[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return blocks.map((block) => JSON.parse(block) as StructuredData);
}

/** The @type of every schema.org block in the page head. */
export async function structuredDataTypes(page: Page): Promise<string[]> {
  return (await structuredData(page)).map((block) => block["@type"] ?? "");
}
