// /{partner}/import-steps: how to bring the tracks a rider already has into My Content.
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../components/ui/logo";
import { RichText } from "../../components/ui/rich-text";
import { useT } from "../../lib/i18n";
import type { Partner } from "./partner.server";
import { CoBrand } from "./partner-mark";
import type { AppStores } from "../../../shared/domain/analytics-events";

const LINK_CLASSES = "font-semibold text-brand-green-dark underline underline-offset-2 hover:text-[#24621a]";

export function PartnerImportStepsPage({ partner, appStoreUrl, playStoreUrl }: { partner: Partner } & AppStores) {
  const { t } = useT();
  // A store with no configured address is named without a link.
  const storeLink = (href: string | null, name: string) =>
    href ? (
      <a href={href} className={LINK_CLASSES}>
        {name}
        <ExternalLink aria-hidden className="ml-0.5 inline size-3.5" />
      </a>
    ) : (
      name
    );
  const steps = [
    {
      title: t("Export your tracks"),
      body: t("From the GPS unit or app you use today, export each track or your whole library as GPX or KML files."),
    },
    {
      title: t("Open My Content on the Trail Map"),
      body: (
        <RichText
          text={t("Go to {myContent}. It is part of All-Access, so your trial opens it.")}
          parts={{
            myContent: (
              <Link to="/map?active-tab=my-content" className={LINK_CLASSES}>
                {t("My Content on the Trail Map")}
              </Link>
            ),
          }}
        />
      ),
    },
    {
      title: t("Import the files"),
      body: t(
        "Drop your GPX, KML or GeoJSON files on the import box, or choose them. Each track and waypoint appears on the map.",
      ),
    },
    {
      title: t("Take them along"),
      body: (
        <RichText
          text={t(
            "Sign in to the {product} app for {iPhone} or {android} with the same account: your imported tracks are there too.",
          )}
          parts={{ product: PRODUCT_NAME, iPhone: storeLink(appStoreUrl, "iPhone"), android: storeLink(playStoreUrl, "Android") }}
        />
      ),
    },
  ];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <CoBrand partnerName={partner.name} productName={PRODUCT_NAME} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("Bring your tracks in")}</h1>
      <p className="mt-3 text-lg text-grey">{t("Four steps to see the trails you have already driven next to every guide.")}</p>
      <ol className="mt-8 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-grey/15 bg-white p-5">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-dark-grey font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h2 className="text-lg font-bold">{step.title}</h2>
              <p className="mt-1 text-grey">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-8">
        <Link to={`/${partner.slug}/welcome`} className={LINK_CLASSES}>
          {t("Back to your welcome page")}
        </Link>
      </p>
    </div>
  );
}
