import { describe, expect, it } from "vitest";
import { CONCERN_DESCRIPTIONS } from "../../../../shared/domain/concern-descriptions";
import { translator } from "../../../i18n/translator";
import { concernDescriptions } from "./guide-print";

describe("the printed concerns' descriptions", () => {
  it("say in English what shared/domain/concern-descriptions.ts says, so the catalogs translate the same words", () => {
    expect(concernDescriptions(translator("en", null).t)).toEqual(CONCERN_DESCRIPTIONS);
  });
});
