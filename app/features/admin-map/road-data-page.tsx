// /admin/road-data (SUPER): what public-land and road data the map has loaded, the upload of a new
// or replacing dataset, and every import with its progress (polled while one is waiting or running)
// and its report or error (ADR 0054).
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { MapImport } from "../../../shared/contracts/map.contract";
import type { DatasetImport, DatasetImportPage, DatasetImportQuery } from "../../../shared/contracts/map-data-admin.contract";
import { DATASET_IMPORT_STATES, DATASET_KINDS, DATASET_KIND_LABELS } from "../../../shared/domain/map-datasets";
import { auditTime } from "../../components/cms/audit-values";
import { CmsPagination } from "../../components/cms/cms-pagination";
import { CmsTable, type CmsColumn } from "../../components/cms/cms-table";
import { CmsFilterSelect, CmsToolbar } from "../../components/cms/cms-toolbar";
import { CsvExportLink } from "../../components/cms/csv-export-link";
import { cx } from "../../components/ui/class-names";
import { StaffPage } from "../../components/cms/staff-page";
import { DatasetUploadForm } from "./dataset-upload-form";

/** How often the page asks again while an import waits or runs. */
const POLL_MS = 2_000;

const STATE_LOOKS: Record<DatasetImport["state"], { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-neutral-100 text-dark-grey" },
  running: { label: "Importing", className: "bg-sky-100 text-sky-900" },
  succeeded: { label: "Imported", className: "bg-green-100 text-green-900" },
  failed: { label: "Failed", className: "bg-red-100 text-red-900" },
};

const isUnderway = (entry: DatasetImport) => entry.state === "queued" || entry.state === "running";

/** Every feature is checked first (the count grows), then written (of the total checked). */
function progressText(entry: DatasetImport): string {
  if (entry.total) return `${entry.processed.toLocaleString("en-US")} of ${entry.total.toLocaleString("en-US")} features written`;
  if (entry.state === "running" && entry.processed > 0) return `${entry.processed.toLocaleString("en-US")} features checked`;
  return "Waiting to start";
}

function ImportProgress({ entry }: { entry: DatasetImport }) {
  const look = STATE_LOOKS[entry.state];
  const fraction = entry.total ? entry.processed / entry.total : entry.state === "succeeded" ? 1 : 0;
  return (
    <div className="min-w-36 space-y-1">
      <span className={cx("inline-block rounded px-2 py-0.5 text-xs font-semibold", look.className)}>{look.label}</span>
      {isUnderway(entry) && (
        <div className="text-xs text-grey">
          <progress
            aria-label={`Progress of ${entry.file_name}`}
            max={1}
            value={entry.state === "queued" ? undefined : fraction}
            className="block h-2 w-full accent-brand-green-dark"
          />
          {progressText(entry)}
        </div>
      )}
    </div>
  );
}

function ImportReport({ entry }: { entry: DatasetImport }) {
  if (entry.error) return <p className="max-w-md text-sm text-brand-red">{entry.error}</p>;
  if (!entry.report) return <span className="text-grey">—</span>;
  const { added, removed, skipped, skipped_features } = entry.report;
  return (
    <div className="max-w-md text-sm">
      <p>
        {added.toLocaleString("en-US")} added, {removed.toLocaleString("en-US")} replaced, {skipped.toLocaleString("en-US")}{" "}
        skipped
      </p>
      {skipped_features.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-grey">Why features were skipped</summary>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-grey">
            {skipped_features.map((feature) => (
              <li key={feature.where}>
                {feature.where}: {feature.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

const IMPORT_COLUMNS: CmsColumn<DatasetImport>[] = [
  {
    id: "created_at",
    header: "Uploaded",
    meta: { sortKey: "created_at" },
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        <time dateTime={row.original.created_at}>{auditTime(row.original.created_at)}</time>
        {row.original.uploaded_by && <span className="block text-xs text-grey">by {row.original.uploaded_by.name}</span>}
      </span>
    ),
  },
  {
    id: "source",
    header: "Source",
    meta: { sortKey: "source" },
    cell: ({ row }) => (
      <span>
        <span className="font-semibold">{row.original.source}</span>
        <span className="block text-xs text-grey">
          {DATASET_KIND_LABELS[row.original.kind]} · {row.original.file_name}
        </span>
      </span>
    ),
  },
  { id: "state", header: "State", meta: { sortKey: "state" }, cell: ({ row }) => <ImportProgress entry={row.original} /> },
  { id: "report", header: "Report", cell: ({ row }) => <ImportReport entry={row.original} /> },
];

function LoadedSources({ loaded }: { loaded: MapImport[] }) {
  return (
    <section aria-labelledby="loaded-sources-title" className="space-y-3">
      <h2 id="loaded-sources-title" className="text-lg font-bold text-dark-grey">
        Loaded on the map
      </h2>
      {loaded.length === 0 ? (
        <p className="text-grey">No public-land or road data is loaded yet: upload a dataset above.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-grey/15 bg-white">
          <table className="w-full text-left text-sm" data-testid="loaded-sources">
            <caption className="sr-only">Sources loaded on the map</caption>
            <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-grey">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Layer
                </th>
                <th scope="col" className="px-3 py-2">
                  Source
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Features
                </th>
                <th scope="col" className="px-3 py-2">
                  Last imported
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-grey/10">
              {loaded.map((source) => (
                <tr key={`${source.layer}/${source.source}`}>
                  <td className="px-3 py-2">{DATASET_KIND_LABELS[source.layer]}</td>
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {source.source}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{source.features.toLocaleString("en-US")}</td>
                  <td className="px-3 py-2">
                    <time dateTime={source.imported_at}>{auditTime(source.imported_at)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Asks the loader again every few seconds while an import waits or runs. */
function usePollWhile(isWaiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!isWaiting) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [isWaiting, revalidator]);
  return revalidator;
}

interface RoadDataPageProps {
  loaded: MapImport[];
  page: DatasetImportPage;
  query: DatasetImportQuery;
}

export function RoadDataPageView({ loaded, page, query }: RoadDataPageProps) {
  const revalidator = usePollWhile(page.results.some(isUnderway));
  return (
    <StaffPage
      title="Road data"
      summary="Upload public-land and road datasets for the map's layers. An upload replaces the rows of its source once the import succeeds; a failed import changes nothing."
    >
      <DatasetUploadForm onQueued={() => void revalidator.revalidate()} />
      <LoadedSources loaded={loaded} />
      <section aria-labelledby="imports-title" className="space-y-3">
        <h2 id="imports-title" className="text-lg font-bold text-dark-grey">
          Imports
        </h2>
        <CmsToolbar
          searchLabel="Search source or file"
          query={query}
          actions={<CsvExportLink apiPath="/api/v2/admin/datasets/imports/" />}
        >
          <CmsFilterSelect
            name="kind"
            label="Kind"
            value={query.kind}
            anyLabel="Any kind"
            options={DATASET_KINDS.map((kind) => ({ value: kind, label: DATASET_KIND_LABELS[kind] }))}
          />
          <CmsFilterSelect
            name="state"
            label="State"
            value={query.state}
            anyLabel="Any state"
            options={DATASET_IMPORT_STATES.map((state) => ({ value: state, label: STATE_LOOKS[state].label }))}
          />
        </CmsToolbar>
        <CmsTable
          caption="Dataset imports"
          rows={page.results}
          columns={IMPORT_COLUMNS}
          sort={query.sort}
          order={query.order}
          rowId={(entry) => String(entry.id)}
          emptyMessage="No import matches. Upload a dataset above."
        />
        <CmsPagination count={page.count} page={page.page} pageSize={page.page_size} noun="imports" />
      </section>
    </StaffPage>
  );
}
