// The Badge of Honor line under a Badge of Honor trail's title: how many drivers hold its badge and
// the latest few with public profiles (ADR 0035), in the page's language (ADR 0064). Rendered to
// HTML by the loader, so the trail page, at its JavaScript budget (ADR 0021), ships no code for it.
import { Award } from "lucide-react";
import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BadgeHolders } from "../../../shared/contracts/badge-of-honor.contract";
import { localizedPath } from "../../../shared/domain/locales";
import type { Translator } from "../../../shared/i18n/translator";
import { RichText } from "../../components/ui/rich-text";

function holderSentence({ count, holders }: BadgeHolders, { t, plural, number }: Translator): string {
  const others = count - holders.length;
  if (count === 0) return t("Be the first to earn this trail's {programme}.");
  if (holders.length === 0) return plural(count, "{programme} earned by {count} driver", "{programme} earned by {count} drivers");
  if (others === 0) {
    return plural(count, "{programme} earned by {count} driver: {names}", "{programme} earned by {count} drivers: {names}");
  }
  return plural(
    count,
    "{programme} earned by {count} driver: {names} and {others} more",
    "{programme} earned by {count} drivers: {names} and {others} more",
    { others: number(others) },
  );
}

function HolderLine({ badgeHolders, translate }: { badgeHolders: BadgeHolders; translate: Translator }) {
  const link = (path: string) => localizedPath(path, translate.locale);
  const names = badgeHolders.holders.map((holder, index) => (
    <Fragment key={holder.uuid}>
      {index > 0 && ", "}
      <a href={link(`/users/${holder.uuid}`)}>{holder.name}</a>
    </Fragment>
  ));
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm text-grey">
      <Award aria-hidden="true" className="size-4 text-dark-grey" />
      <span>
        <RichText
          text={holderSentence(badgeHolders, translate)}
          parts={{ programme: <a href={link("/badge-of-honor")}>{translate.t("Badge of Honor")}</a>, names }}
        />
      </span>
    </p>
  );
}

export const badgeHoldersHtml = (badgeHolders: BadgeHolders, translate: Translator): string =>
  renderToStaticMarkup(<HolderLine badgeHolders={badgeHolders} translate={translate} />);
