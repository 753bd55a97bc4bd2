import { describe, expect, it } from "vitest";
import { offlinePageHtml } from "./offline-page";

describe("the note the worker shows for a page no pack holds", () => {
  it("speaks the language of the address asked for and links to the saved guides in it", () => {
    expect(offlinePageHtml("/US/utah/trails/7-poison-spider")).toContain('<a href="/offline">Saved for offline</a>');
    const french = offlinePageHtml("/fr/US/utah");
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain("<h1>Vous êtes hors ligne</h1>");
    expect(french).toContain('<a href="/fr/offline">Enregistrés hors ligne</a>');
    expect(offlinePageHtml("/es/map")).toContain('<a href="/es/offline">Guardadas sin conexión</a>');
  });
});
