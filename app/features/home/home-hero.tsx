// First screen of the home page: what the site is, a trail search, and the next step for the visitor.
import { Search } from "lucide-react";
import { Form } from "react-router";
import { ButtonLink } from "../../components/ui/button";
import { useT } from "../../lib/i18n";
import { LandscapeArt } from "./landscape-art";

export function HomeHero({ isPaid }: { isPaid: boolean }) {
  const { t } = useT();
  const searchLabel = t("Search for an offroad trail");
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-dark-grey text-white">
      <LandscapeArt className="absolute inset-0 -z-10 size-full" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/55 via-black/25 to-transparent" />
      <div className="mx-auto flex min-h-[32rem] max-w-[1200px] flex-col justify-center gap-6 px-4 py-16 sm:px-6 md:min-h-[36rem]">
        <h1 id="home-title" className="max-w-2xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
          {t("Find your next off-road trail")}
        </h1>
        <p className="max-w-xl text-lg text-white/90">
          {t(
            "Trail guides, scout routes and ORV parks across the United States, Canada and Mexico, made for the phone in your hand at the trailhead.",
          )}
        </p>
        <Form method="get" action="/search" role="search" className="flex w-full max-w-xl gap-2">
          <label htmlFor="home-search" className="sr-only">
            {searchLabel}
          </label>
          <input
            id="home-search"
            name="q"
            type="search"
            placeholder={searchLabel}
            autoComplete="off"
            className="h-12 min-w-0 flex-1 rounded-full border-0 bg-white px-5 text-base text-dark-grey shadow-lg placeholder:text-grey/70"
          />
          <button
            type="submit"
            className="inline-flex h-12 shrink-0 items-center gap-2 rounded-full bg-brand-green-dark px-5 font-semibold text-white shadow-lg hover:bg-[#24621a]"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{t("Search")}</span>
          </button>
        </Form>
        <div className="flex flex-wrap gap-3">
          {!isPaid && (
            <ButtonLink to="/all-access" size="lg">
              {t("Start Free Trial")}
            </ButtonLink>
          )}
          <ButtonLink to="/map" variant={isPaid ? "on-dark" : "ghost-on-dark"} size="lg">
            {t("Trail Map")}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
