// The dashboard's summary of the reader's own things (issue 15): the primary rig that "fits my rig"
// compares, with a way to the garage and the profile, and the newest lists.
import { Car, List } from "lucide-react";
import { Link } from "react-router";
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import type { ListSummary } from "../../../shared/contracts/lists.contract";
import { vehicleName } from "../../components/garage/garage-client";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";

const CARD_CLASSES = "space-y-2 rounded-2xl border border-grey/15 bg-white p-5 shadow-sm";

interface DashboardGarageAndListsProps {
  uuid: string;
  primaryRig: Vehicle | null;
  lists: ListSummary[];
  listCount: number;
}

export function DashboardGarageAndLists({ uuid, primaryRig, lists, listCount }: DashboardGarageAndListsProps) {
  return (
    <div className="mt-10 grid gap-4 sm:grid-cols-2">
      <section aria-labelledby="dashboard-rig-title" className={CARD_CLASSES}>
        <h2 id="dashboard-rig-title" className="flex items-center gap-2 text-lg font-bold">
          <Car aria-hidden className="size-5 text-brand-green" />
          Your rig
        </h2>
        {primaryRig ? (
          <p className="text-dark-grey">{vehicleName(primaryRig)}</p>
        ) : (
          <p className="text-grey">Add your rig and trail pages tell you whether a trail fits it.</p>
        )}
        <p className="flex flex-wrap gap-x-4 text-sm">
          <Link to={`/users/${uuid}/edit#garage`} className={TEXT_LINK_CLASSES}>
            My Garage
          </Link>
          <Link to={`/users/${uuid}`} className={TEXT_LINK_CLASSES}>
            My profile
          </Link>
        </p>
      </section>
      <section aria-labelledby="dashboard-lists-title" className={CARD_CLASSES}>
        <h2 id="dashboard-lists-title" className="flex items-center gap-2 text-lg font-bold">
          <List aria-hidden className="size-5 text-brand-green" />
          Your lists
        </h2>
        {lists.length === 0 ? (
          <p className="text-grey">Plan a trip: add guides to a list from any guide page.</p>
        ) : (
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
        )}
        <p className="text-sm">
          <Link to="/lists" className={TEXT_LINK_CLASSES}>
            {listCount > lists.length ? `All ${listCount} lists` : "Lists"}
          </Link>
        </p>
      </section>
    </div>
  );
}
