// The benefits section of a co-branded page: a heading and a grid of icon cards.
import type { LucideIcon } from "lucide-react";

export interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

export function BenefitGrid({ id, heading, benefits }: { id: string; heading: string; benefits: readonly Benefit[] }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-grey/15 bg-white p-5">
            <Icon aria-hidden className="size-6 text-brand-green-dark" />
            <h3 className="mt-3 font-bold">{title}</h3>
            <p className="mt-1 text-sm text-grey">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
