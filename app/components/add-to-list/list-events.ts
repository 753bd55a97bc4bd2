// The analytics events of lists (spec §7: creating lists, adding items to lists, inviting members).
import type { ListProductType } from "../../../shared/contracts/lists.contract";
import type { ListMemberRole } from "../../../shared/domain/list-sharing";
import { analytics } from "../../lib/analytics";

export const listEvents = {
  created: (listUuid: string) => analytics.capture("create list", { list_uuid: listUuid }),
  itemAdded: (listUuid: string, productType: ListProductType, id: number) =>
    analytics.capture("add to list", { list_uuid: listUuid, product_type: productType, id }),
  memberInvited: (listUuid: string, role: ListMemberRole) =>
    analytics.capture("invite list member", { list_uuid: listUuid, role }),
};
