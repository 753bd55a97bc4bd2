// The list of /admin/trail-cms (SUPER): the guide list for trails, with their flags (All-Access Preview, Badge
// of Honor), a filter by flag, and a way to turn a flag on or off with a reason.
import {
  GUIDE_FLAGS,
  GUIDE_FLAG_LABELS,
  type TrailCmsPage,
  type TrailCmsQuery,
  type TrailCmsRow,
} from "../../../shared/contracts/guide-admin.contract";
import type { CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect } from "../../components/cms/cms-toolbar";
import { GuideCmsList } from "./guide-cms-page";
import { TrailFlagsButton } from "./trail-flags-dialog";

const FLAG_COLUMN: CmsColumn<TrailCmsRow> = {
  id: "flags",
  header: "Flags",
  cell: ({ row }) => {
    const on = GUIDE_FLAGS.filter((flag) => row.original[flag]);
    return (
      <div className="flex flex-col items-start gap-1.5">
        {on.map((flag) => (
          <span key={flag} className="rounded-full bg-gold px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-grey">
            {GUIDE_FLAG_LABELS[flag]}
          </span>
        ))}
        <TrailFlagsButton trail={row.original} />
      </div>
    );
  },
};

export function TrailCmsList({ page, query }: { page: TrailCmsPage; query: TrailCmsQuery }) {
  return (
    <GuideCmsList
      caption="Trails"
      apiPath="/api/v2/admin/trail-cms/"
      noun="trails"
      page={page}
      query={query}
      extraColumns={[FLAG_COLUMN]}
      extraFilters={
        <CmsFilterSelect
          name="flag"
          label="Flag"
          value={query.flag}
          anyLabel="Any flag"
          options={GUIDE_FLAGS.map((flag) => ({ value: flag, label: GUIDE_FLAG_LABELS[flag] }))}
        />
      }
    />
  );
}
