import { describe, expect, it } from "vitest";
import { redirectInLanguage } from "./ssr";

describe(redirectInLanguage.name, () => {
  it("keeps the language React Router already put before a loader's path", () => {
    expect(redirectInLanguage("/fr/login?return_url=/fr/users/me/edit", "fr")).toBe("/fr/login?return_url=/fr/users/me/edit");
    expect(redirectInLanguage("/es/US/utah/trails/12-moab-rim", "es")).toBe("/es/US/utah/trails/12-moab-rim");
  });

  it("answers the site path a loader named, language included, instead of prefixing it twice", () => {
    expect(redirectInLanguage("/fr/fr/users/me/edit", "fr")).toBe("/fr/users/me/edit");
    expect(redirectInLanguage("/fr/es/US/utah", "fr")).toBe("/es/US/utah");
    expect(redirectInLanguage("/es/fr", "es")).toBe("/fr");
  });

  it("leaves English pages, other sites and paths that only look alike as they are", () => {
    expect(redirectInLanguage("/login?return_url=/fr/x", "en")).toBe("/login?return_url=/fr/x");
    expect(redirectInLanguage("https://pay.example.com/checkout", "fr")).toBe("https://pay.example.com/checkout");
    expect(redirectInLanguage("/fr/french-creek", "fr")).toBe("/fr/french-creek");
  });
});
