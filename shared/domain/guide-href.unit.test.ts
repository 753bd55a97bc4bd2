import { describe, expect, it } from "vitest";
import { guideHref } from "./guide-href";

const utah = { code: "UT", country_code: "US" as const, slug: "utah", title: "Utah" };

describe(guideHref.name, () => {
  it.each([
    ["trails", "12-hells-revenge", "/US/utah/trails/12-hells-revenge"],
    ["scout-routes", "7-rim-road", "/US/utah/scout-routes/7-rim-road"],
    ["orv-parks", "sand-hollow", "/US/utah/orv-parks/sand-hollow"],
  ] as const)("%s %s is at %s", (productType, slug, href) => {
    expect(guideHref(productType, { slug, state: utah })).toBe(href);
  });
});
