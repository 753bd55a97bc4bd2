// The public-land and road datasets staff upload on /admin/road-data (ADR 0054), and the states an
// import goes through: queued by the upload, running in the "dataset-imports" job, then done.
export const DATASET_KINDS = ["public-lands", "roads"] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];
export const DATASET_KIND_LABELS: Record<DatasetKind, string> = { "public-lands": "Public lands", roads: "Roads" };

export const DATASET_IMPORT_STATES = ["queued", "running", "succeeded", "failed"] as const;
export type DatasetImportState = (typeof DATASET_IMPORT_STATES)[number];
