import { describe, expect, it } from "vitest";
import { chooseLocale, localizedPath, localizedUrl, unprefixedPath } from "../../shared/domain/locales";
import { es } from "./es";
import { fr } from "./fr";
import { translator } from "../../shared/i18n/translator";

describe("translator", () => {
  it("writes English as the key, with its places filled", () => {
    const { t } = translator("en", null);
    expect(t("{state} on the map", { state: "Utah" })).toBe("Utah on the map");
  });

  it("writes French and Spanish from their catalogs", () => {
    expect(translator("fr", fr).t("{state} on the map", { state: "Québec" })).toBe("Québec sur la carte");
    expect(translator("es", es).t("Top Trails")).toBe("Mejores rutas");
  });

  it("chooses the plural form by the language's rules", () => {
    const en = translator("en", null);
    expect(en.plural(1, "{count} region", "{count} regions")).toBe("1 region");
    expect(en.plural(1200, "{count} region", "{count} regions")).toBe("1,200 regions");
    const french = translator("fr", fr);
    // French counts 0 and 1 as one; Canadian French groups numbers with a no-break space.
    expect(french.plural(0, "{count} region", "{count} regions")).toBe("0 région");
    expect(french.plural(1, "{count} region", "{count} regions")).toBe("1 région");
    expect(french.plural(2500, "{count} region", "{count} regions")).toBe("2\u00a0500 régions");
    const spanish = translator("es", es);
    expect(spanish.plural(0, "{count} region", "{count} regions")).toBe("0 regiones");
    expect(spanish.plural(1, "{count} region", "{count} regions")).toBe("1 región");
  });
});

describe("the page's language", () => {
  it("takes the URL first, then the reader's setting, then English", () => {
    expect(chooseLocale({ pathname: "/fr/US/utah", userLocale: "es", cookie: "es" })).toBe("fr");
    expect(chooseLocale({ pathname: "/US/utah", userLocale: "es", cookie: "fr" })).toBe("es");
    expect(chooseLocale({ pathname: "/US/utah", cookie: "fr" })).toBe("fr");
    expect(chooseLocale({ pathname: "/US/utah", cookie: "de" })).toBe("en");
    expect(chooseLocale({ pathname: "/US/utah" })).toBe("en");
    // A path that only starts like a language is no prefix.
    expect(chooseLocale({ pathname: "/french-creek" })).toBe("en");
  });

  it("takes a user's language from the token's claim over the cookie; a user who never chose falls to the cookie", () => {
    expect(chooseLocale({ pathname: "/US/utah", userLocale: "en", cookie: "fr" })).toBe("en");
    expect(chooseLocale({ pathname: "/US/utah", userLocale: null, cookie: "fr" })).toBe("fr");
    expect(chooseLocale({ pathname: "/es/US/utah", userLocale: "fr", cookie: null })).toBe("es");
  });

  it("moves a path between languages", () => {
    expect(localizedPath("/fr/US/utah", "es")).toBe("/es/US/utah");
    expect(localizedPath("/es/US/utah", "en")).toBe("/US/utah");
    expect(localizedPath("/", "fr")).toBe("/fr");
    expect(unprefixedPath("/fr")).toBe("/");
  });

  it("names a French or Spanish page's own address as its canonical link", () => {
    expect(localizedUrl("https://trails.example/US/utah?page=2", "fr")).toBe("https://trails.example/fr/US/utah?page=2");
    expect(localizedUrl("https://trails.example/", "es")).toBe("https://trails.example/es");
    expect(localizedUrl("https://trails.example/US/utah", "en")).toBe("https://trails.example/US/utah");
    expect(localizedUrl("/about-us", "fr")).toBe("/fr/about-us");
  });
});

describe("numbers", () => {
  it("writes them as the United States, Canada and Mexico do", () => {
    expect(translator("en", null).number(27393.5)).toBe("27,393.5");
    expect(translator("fr", fr).number(27393.5)).toBe("27\u00a0393,5");
    // Mexican Spanish groups with a comma, where Spain's Spanish would write 27.393,5.
    expect(translator("es", es).number(27393.5)).toBe("27,393.5");
    expect(translator("es", es).plural(27393, "{count} region", "{count} regions")).toBe("27,393 regiones");
  });
});
