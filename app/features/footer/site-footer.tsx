// The site footer (spec §2.7): link columns, app badges, social links, copyright and legal links.
import { Link, useLocation } from "react-router";
import { localizedPath } from "../../../shared/domain/locales";
import { useT } from "../../lib/i18n";
import { useUnits } from "../../lib/session";
import { ExternalLink } from "../../components/ui/external-link";
import { Logo, PRODUCT_NAME } from "../../components/ui/logo";
import { useRootData } from "../../lib/root-data";
import { LEGAL_LINKS, SOCIAL_LINKS, footerColumns, type FooterColumn, type FooterLink } from "./footer-links";
import { SocialIcon } from "./social-icon";
import { StoreBadges } from "../../components/store-badges/store-badges";

const FOOTER_LINK_CLASS = "rounded-sm text-white/80 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  const { clientConfig } = useRootData();
  const { t } = useT();

  return (
    <footer className="bg-dark-grey text-white">
      <div className="mx-auto max-w-[1200px] px-4 pt-12 pb-8 lg:px-6">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.4fr)]">
          <div className="flex flex-col gap-6">
            <Link to="/" aria-label={t("{product} home", { product: PRODUCT_NAME })} className="flex self-start rounded-lg">
              <Logo />
            </Link>
            <p className="max-w-xs text-sm leading-relaxed text-white/80">
              {t("Trail guides, scout routes and maps for off-road drivers across the United States, Canada and Mexico.")}
            </p>
            <StoreBadges appStoreUrl={clientConfig.appStoreUrl} playStoreUrl={clientConfig.playStoreUrl} />
            <SocialLinks />
            <DisplaySettings />
          </div>
          <nav aria-label={t("Footer")} className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-5">
            {footerColumns(clientConfig).map((column) => (
              <FooterLinkColumn key={column.title} column={column} />
            ))}
          </nav>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/15 pt-6 text-sm text-white/80 sm:flex-row sm:items-center sm:justify-between">
          <p>{`© ${new Date().getFullYear()} ${PRODUCT_NAME}`}</p>
          <nav aria-label={t("Legal")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={FOOTER_LINK_CLASS}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinkColumn({ column }: { column: FooterColumn }) {
  const { t } = useT();
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{t(column.title)}</h2>
      <ul className="flex flex-col gap-2.5 text-[15px]">
        {column.links.map((link) => (
          <li key={link.label}>
            <FooterLinkItem link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterLinkItem({ link }: { link: FooterLink }) {
  const { t } = useT();
  if (link.isExternal) {
    return (
      <ExternalLink href={link.href} className={FOOTER_LINK_CLASS}>
        {t(link.label)}
      </ExternalLink>
    );
  }
  return (
    <Link to={link.href} className={FOOTER_LINK_CLASS}>
      {t(link.label)}
    </Link>
  );
}

const SETTING_CLASS =
  "min-h-11 rounded-full px-3 text-sm text-white/80 ring-1 ring-white/25 hover:text-white aria-pressed:bg-white aria-pressed:font-semibold aria-pressed:text-dark-grey";

/**
 * Units and language (ADR 0064): a plain form, so it works before any script and costs the page
 * almost nothing; the server keeps the choice and sends the reader back to this page.
 */
function DisplaySettings() {
  const { t, locale } = useT();
  const units = useUnits();
  const { pathname, search } = useLocation();
  const setting = (name: string, value: string, label: string, isChosen: boolean, lang?: string) => (
    <button type="submit" name={name} value={value} aria-pressed={isChosen} lang={lang} className={SETTING_CLASS}>
      {label}
    </button>
  );
  return (
    <form method="post" action="/api/v2/preferences/" className="flex flex-col gap-3 text-sm">
      <input type="hidden" name="return_to" value={localizedPath(pathname, locale) + search} />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-white/80">{t("Units:")}</legend>
        {setting("units", "imperial", t("Miles"), units === "imperial")}
        {setting("units", "metric", t("Kilometres"), units === "metric")}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 text-white/80">{t("Language:")}</legend>
        {setting("locale", "en", "English", locale === "en", "en")}
        {setting("locale", "fr", "Français", locale === "fr", "fr")}
        {setting("locale", "es", "Español", locale === "es", "es")}
      </fieldset>
    </form>
  );
}

function SocialLinks() {
  const { t } = useT();
  return (
    <ul aria-label={t("Follow us")} className="flex gap-2">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.network}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("{name} (opens in a new tab)", { name: social.label })}
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
          >
            <SocialIcon network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
