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
import { ApiRequestError, apiFetch } from "../../lib/api-client";
import { GENERIC_ERROR_TOAST } from "../ui/toast";

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

/** What to tell the user when a call failed: the server's own words when it sent some. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.body && error.status < 500) {
    const firstFieldMessage = Object.values(error.body.fields ?? {})[0]?.[0];
    return firstFieldMessage ?? error.body.detail;
  }
  return GENERIC_ERROR_TOAST;
}

/** The message of one field of a 400 answer, for showing it under that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.body?.fields?.[field]?.[0] : undefined;
}

/** /login?return_url={path}: after logging in, the visitor comes back here (spec §2.2). */
export function loginPathReturningTo(path: string): string {
  return `/login?${new URLSearchParams({ return_url: path }).toString()}`;
}
