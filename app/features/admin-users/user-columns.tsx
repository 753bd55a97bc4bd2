// The columns both user lists share: the account's name, linking to its record, and when it joined.
import { Link } from "react-router";
import type { AdminUser } from "../../../shared/contracts/user-admin.contract";
import type { CmsColumn } from "../../components/cms/cms-table";
import { TEXT_LINK_CLASSES } from "../../components/ui/text-link";
import { staffDay } from "./user-labels";

type Account = Pick<AdminUser, "uuid" | "name" | "joined_at">;

export function nameColumn<Row extends Account>(): CmsColumn<Row> {
  return {
    id: "name",
    header: "Name",
    meta: { sortKey: "name" },
    cell: ({ row }) => (
      <Link to={`/admin/user-cms/${row.original.uuid}`} className={TEXT_LINK_CLASSES}>
        {row.original.name}
      </Link>
    ),
  };
}

export function joinedColumn<Row extends Account>(): CmsColumn<Row> {
  return {
    id: "joined",
    header: "Joined",
    meta: { sortKey: "joined" },
    cell: ({ row }) => (
      <time dateTime={row.original.joined_at} className="whitespace-nowrap">
        {staffDay(row.original.joined_at)}
      </time>
    ),
  };
}
