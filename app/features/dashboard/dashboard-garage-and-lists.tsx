// The dashboard's summary of the reader's own things (issue 15): the primary rig that "fits my rig"
// compares, with a way to the garage and the profile, the newest lists and those shared with the reader.
import { Car, List } from "lucide-react";
import { Link } from "react-router";
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import type { ListSummary, SharedListSummary } from "../../../shared/contracts/lists.contract";
import { vehicleName } from "../../components/garage/garage-client";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { useT } from "../../lib/i18n";

const CARD_CLASSES = "space-y-2 rounded-2xl border border-grey/15 bg-white p-5 shadow-sm";

interface DashboardGarageAndListsProps {
  uuid: string;
  primaryRig: Vehicle | null;
  lists: ListSummary[];
  listCount: number;
  sharedLists: SharedListSummary[];
}

export function DashboardGarageAndLists({ uuid, primaryRig, lists, listCount, sharedLists }: DashboardGarageAndListsProps) {
  const { t, plural } = useT();
  return (
    <div className="mt-10 grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="dashboard-rig-title" className={CARD_CLASSES}>
        <h2 id="dashboard-rig-title" className="flex items-center gap-2 text-lg font-bold">
          <Car aria-hidden className="size-5 text-brand-green" />
          {t("Your rig")}
        </h2>
        {primaryRig ? (
          <p className="text-dark-grey">{vehicleName(primaryRig)}</p>
        ) : (
          <p className="text-grey">{t("Add your rig and trail pages tell you whether a trail fits it.")}</p>
        )}
        <p className="flex flex-wrap gap-x-4 text-sm">
          <Link to={`/users/${uuid}/edit#garage`} className={TEXT_LINK_CLASSES}>
            {t("My Garage")}
          </Link>
          <Link to={`/users/${uuid}`} className={TEXT_LINK_CLASSES}>
            {t("My profile")}
          </Link>
        </p>
      </section>
      <section aria-labelledby="dashboard-lists-title" className={CARD_CLASSES}>
        <h2 id="dashboard-lists-title" className="flex items-center gap-2 text-lg font-bold">
          <List aria-hidden className="size-5 text-brand-green" />
          {t("Your lists")}
        </h2>
        {lists.length === 0 ? (
          <p className="text-grey">{t("Plan a trip: add guides to a list from any guide page.")}</p>
        ) : (
          <ListLinks lists={lists} />
        )}
        {sharedLists.length > 0 && (
          <>
            <h3 className="pt-2 text-sm font-bold text-dark-grey">{t("Shared with you")}</h3>
            <ListLinks lists={sharedLists} />
          </>
        )}
        <p className="text-sm">
          <Link to="/lists" className={TEXT_LINK_CLASSES}>
            {listCount > lists.length ? plural(listCount, "All {count} lists", "All {count} lists") : t("Lists")}
          </Link>
        </p>
      </section>
    </div>
  );
}

function ListLinks({ lists }: { lists: ListSummary[] }) {
  return (
    <ul className="space-y-1">
      {lists.map((list) => (
        <li key={list.uuid}>
          <Link to={`/lists/${list.uuid}`} className={TEXT_LINK_CLASSES}>
            {list.name}
          </Link>{" "}
          <span className="text-sm text-grey">({list.item_count})</span>
        </li>
      ))}
    </ul>
  );
}
