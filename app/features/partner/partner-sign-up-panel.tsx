// The co-branded frame of /{partner}/sign-up: whose offer this is and what it gives, beside the form.
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "../../components/ui/logo";
import type { Partner } from "./partner.server";
import { useT } from "../../lib/i18n";
import { trialName } from "./partner-landing-page";
import { CoBrand } from "./partner-mark";

export function PartnerSignUpPanel({
  partner,
  trialDays,
  children,
}: {
  partner: Partner;
  trialDays: number | null;
  children: ReactNode;
}) {
  const i18n = useT();
  const { t } = i18n;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 sm:py-12 md:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] md:items-start">
      <div>
        <CoBrand partnerName={partner.name} productName={PRODUCT_NAME} />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("Create your account, start your trial")}</h1>
        <p className="mt-3 text-lg text-grey">
          {t("As a {partner} customer you get a {trial}, free.", { partner: partner.name, trial: trialName(i18n, trialDays) })}
        </p>
        <ul className="mt-6 space-y-2">
          {[
            t("Every trail guide and scout route in full"),
            t("Public lands and road data on the map"),
            t("Offline guides in the apps"),
          ].map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-green-dark" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="sm:rounded-2xl sm:border sm:border-neutral-200 sm:bg-white sm:p-8 sm:shadow-sm">{children}</div>
    </div>
  );
}
