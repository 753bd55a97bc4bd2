// The guides the reader opened last, as the cards lists show, so a trip being planned is one click away.
import { History } from "lucide-react";
import type { ListItem } from "../../../shared/contracts/lists.contract";
import { GuideCardView, OrvParkCardView } from "../../components/guide-card/guide-card";
import { useT } from "../../lib/i18n";

export function RecentlyViewed({ guides }: { guides: ListItem[] }) {
  const { t } = useT();
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title" className="mt-10">
      <h2 id="recently-viewed-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <History aria-hidden className="size-6 text-brand-green" />
        {t("Recently viewed")}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2">
        {guides.map((item) => (
          <li key={item.id} className="min-w-0">
            {item.product_type === "orv-parks" ? <OrvParkCardView park={item.card} /> : <GuideCardView guide={item.card} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
