// The frame place pages share (state, region, ORV park, city lists): breadcrumbs, a hero with the
// title, and titled sections of cards or links, so every place page reads the same way.
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CardPhoto } from "../../../shared/contracts/photo.contract";
import { useT } from "../../lib/i18n";
import { Photo } from "../ui/photo";

export interface Crumb {
  name: string;
  /** Absent on the current page. */
  path?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label={useT().t("Breadcrumb")}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-white/85">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0" />}
            {crumb.path ? (
              <Link to={crumb.path} className="underline-offset-2 hover:underline">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function PlaceHero({
  crumbs,
  title,
  subtitle,
  photo,
  children,
}: {
  crumbs: Crumb[];
  title: string;
  subtitle?: ReactNode;
  photo?: CardPhoto | null;
  children?: ReactNode;
}) {
  return (
    <header className="relative isolate overflow-hidden bg-dark-grey text-white">
      {photo && (
        <Photo
          src={photo.resized_large}
          srcSet={`${photo.resized_medium} 800w, ${photo.resized_large} 1600w`}
          sizes="100vw"
          alt=""
          priority
          className="absolute inset-0 -z-10 size-full object-cover opacity-45"
        />
      )}
      <div className="mx-auto max-w-[1200px] px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumbs crumbs={crumbs} />
        <h1 id="place-title" className="mt-4 text-4xl font-extrabold tracking-tight break-words sm:text-5xl">
          {title}
        </h1>
        {subtitle && <p className="mt-2 text-lg text-white/90">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}

export function PlaceSection({
  id,
  title,
  intro,
  action,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-[1200px] px-4 py-8 sm:px-6">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight text-dark-grey">
            {title}
          </h2>
          {intro && <p className="mt-1 text-grey">{intro}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-neutral-50 p-5 text-grey">{children}</p>;
}

/** A wrapping list of pill links (regions, towns). */
export function LinkPills({ links, label }: { links: { name: string; path: string; note?: string }[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={link.path}
            className="inline-flex items-center gap-1.5 rounded-full border border-grey/20 bg-white px-3.5 py-1.5 text-sm font-medium text-dark-grey hover:border-brand-green hover:text-brand-green-dark"
          >
            {link.name}
            {link.note && <span className="text-grey tabular-nums">{link.note}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
