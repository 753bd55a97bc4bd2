// The one query and answer every staff list speaks (ADR 0047): a search word, filters, a sort with
// its direction and a page, all in the URL; `format=csv` answers the same rows, every page, as CSV.
import { z } from "zod";

export const CMS_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_CMS_PAGE_SIZE = 25;
/** A CSV export holds at most this many rows; staff narrow the list for more. */
export const CMS_CSV_ROW_LIMIT = 10_000;

const pageSize = z.coerce
  .number()
  .int()
  .refine((size) => (CMS_PAGE_SIZES as readonly number[]).includes(size), { message: "Show 25, 50 or 100 rows." })
  .default(DEFAULT_CMS_PAGE_SIZE);

interface CmsListOptions<Sort extends string, Filters extends z.ZodRawShape> {
  /** The columns the list may be sorted by; the first is the default. */
  sorts: readonly [Sort, ...Sort[]];
  defaultOrder?: "asc" | "desc";
  filters?: Filters;
}

/** The schema, with a value it refuses read as absent (its default): a bad link still shows a list. */
function orDefault<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (schema.safeParse(value).success ? value : undefined), schema);
}

/** The query of one staff list: search, its own filters, sort, order, page, page size and format. */
export function cmsListQuery<Sort extends string, Filters extends z.ZodRawShape = Record<never, never>>({
  sorts,
  defaultOrder = "desc",
  filters,
}: CmsListOptions<Sort, Filters>) {
  return z.object({
    q: orDefault(z.string().trim().max(200, "Search with at most 200 characters.").optional()),
    sort: orDefault(z.enum(sorts).default(sorts[0])),
    order: orDefault(z.enum(["asc", "desc"]).default(defaultOrder)),
    page: orDefault(z.coerce.number().int().min(1).max(100_000).default(1)),
    page_size: orDefault(pageSize),
    format: z.enum(["json", "csv"]).default("json"),
    ...(filters ?? ({} as Filters)),
  });
}

/** What any list query carries, whatever its filters. */
export interface CmsListParams {
  q?: string;
  sort: string;
  order: "asc" | "desc";
  page: number;
  page_size: number;
  format: "json" | "csv";
}

/** One page of a staff list and how many rows match in all. */
export function cmsPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });
}

export interface CmsPage<Item> {
  count: number;
  page: number;
  page_size: number;
  results: Item[];
}
