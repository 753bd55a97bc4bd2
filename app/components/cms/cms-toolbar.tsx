// A staff list's search and filters (ADR 0047): a GET form, so the list's state is the URL and a
// filter works before any script has loaded; a changed filter sends the form at once.
import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClassName } from "../ui/button";
import { controlClassName } from "../ui/field";
import { TEXT_LINK_CLASSES } from "../ui/text-link";

interface CmsToolbarProps {
  /** What the search looks in ("Search by name or e-mail"). */
  searchLabel: string;
  query: { q?: string; sort: string; order: string; page_size: number };
  /** Filter controls (CmsFilterSelect, date inputs) named as the list's query names them. */
  children?: ReactNode;
  /** Buttons beside the form: export, create. */
  actions?: ReactNode;
}

export function CmsToolbar({ searchLabel, query, children, actions }: CmsToolbarProps) {
  const location = useLocation();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" preventScrollReset>
        <input type="hidden" name="sort" value={query.sort} />
        <input type="hidden" name="order" value={query.order} />
        <input type="hidden" name="page_size" value={query.page_size} />
        <div className="w-full space-y-1.5 sm:w-72">
          <label htmlFor="cms-search" className="block text-sm font-semibold text-dark-grey">
            {searchLabel}
          </label>
          <input
            id="cms-search"
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            className={controlClassName(false, "h-10")}
          />
        </div>
        {children}
        <button type="submit" className={buttonClassName({ size: "sm" })}>
          <Search aria-hidden="true" className="size-4" />
          Search
        </button>
        {location.search && location.search !== "?" && (
          <Link to={location.pathname} className={`${TEXT_LINK_CLASSES} self-center text-sm`}>
            Clear
          </Link>
        )}
      </Form>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

interface CmsFilterSelectProps {
  name: string;
  label: string;
  value: string | undefined;
  /** The choice that filters nothing ("Any state"); none for a filter that always holds one of the options. */
  anyLabel?: string;
  options: readonly { value: string; label: string }[];
}

export function CmsFilterSelect({ name, label, value, anyLabel, options }: CmsFilterSelectProps) {
  const id = `cms-filter-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-dark-grey">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className={controlClassName(false, "h-10 w-auto pr-8")}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day a list starts or ends at (the browser's date picker, ADR 0047), named as the list's query names it. */
export function CmsDayFilter({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  const id = `cms-filter-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-dark-grey">
        {label}
      </label>
      <input id={id} type="date" name={name} defaultValue={value ?? ""} className={controlClassName(false, "h-10 w-auto")} />
    </div>
  );
}
