// The browser's calls to the lists API (/api/v2/lists/), shared by the add-to-list dialog and the
// list pages. Errors surface as ApiRequestError with the server's detail and field messages.
import type {
  ListCreate,
  ListDetail,
  ListItem,
  ListMemberships,
  ListProductType,
  ListSummary,
  ListUpdate,
} from "../../../shared/contracts/lists.contract";
import { apiFetch } from "../../lib/api-client";

const listPath = (uuid: string) => `/api/v2/lists/${encodeURIComponent(uuid)}/`;

export const listsClient = {
  createList: (input: Partial<ListCreate> & Pick<ListCreate, "name">) =>
    apiFetch<ListSummary>("/api/v2/lists/", { method: "POST", json: input }),

  updateList: (uuid: string, input: ListUpdate) => apiFetch<ListSummary>(listPath(uuid), { method: "PATCH", json: input }),

  deleteList: (uuid: string) => apiFetch<void>(listPath(uuid), { method: "DELETE" }),

  addItem: (uuid: string, productType: ListProductType, id: number) =>
    apiFetch<ListItem>(`${listPath(uuid)}items/`, { method: "POST", json: { product_type: productType, id } }),

  removeItem: (uuid: string, itemId: number) => apiFetch<void>(`${listPath(uuid)}items/${itemId}/`, { method: "DELETE" }),

  reorderItems: (uuid: string, itemIds: number[]) =>
    apiFetch<ListDetail>(`${listPath(uuid)}items/order/`, { method: "PUT", json: { item_ids: itemIds } }),

  listMemberships: (productType: ListProductType, id: number) =>
    apiFetch<ListMemberships>(`/api/v2/lists/containing/?${new URLSearchParams({ product_type: productType, id: String(id) })}`),
};
