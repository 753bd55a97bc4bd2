// The Badge of Honor line under a Badge of Honor trail's title: how many drivers hold its badge and
// the latest few with public profiles (ADR 0035). Rendered to HTML by the loader, so the trail page,
// at its JavaScript budget (ADR 0021), ships no code for it.
import { Award } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import type { BadgeHolders } from "../../../shared/contracts/badge-of-honor.contract";

const drivers = (count: number) => `${count} ${count === 1 ? "driver" : "drivers"}`;

function HolderLine({ count, holders }: BadgeHolders) {
  const others = count - holders.length;
  const programme = <a href="/badge-of-honor">Badge of Honor</a>;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-sm text-grey">
      <Award aria-hidden="true" className="size-4 text-dark-grey" />
      {count === 0 ? (
        <>Be the first to earn this trail&apos;s {programme}.</>
      ) : (
        <>
          {programme} earned by {drivers(count)}
          {holders.length > 0 && ": "}
          {holders.map((holder, index) => (
            <span key={holder.uuid}>
              {index > 0 && ", "}
              <a href={`/users/${holder.uuid}`}>{holder.name}</a>
            </span>
          ))}
          {holders.length > 0 && others > 0 && ` and ${others} more`}
        </>
      )}
    </p>
  );
}

export const badgeHoldersHtml = (holders: BadgeHolders): string => renderToStaticMarkup(<HolderLine {...holders} />);
