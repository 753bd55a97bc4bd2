// The upload of a public-land or road dataset (ADR 0054): kind, source name and file, checked with
// the endpoint's contract before sending, with the bytes' progress while they go.
import { Upload } from "lucide-react";
import { useState } from "react";
import {
  DATASET_FILE_EXTENSIONS,
  DATASET_MAX_BYTES,
  datasetUploadSchema,
  type DatasetImport,
} from "../../../shared/contracts/map-data-admin.contract";
import { DATASET_KINDS, DATASET_KIND_LABELS } from "../../../shared/domain/map-datasets";
import { checkForm } from "../../components/cms/check-form";
import { Button } from "../../components/ui/button";
import { Field, controlClassName } from "../../components/ui/field";
import { FormAlert } from "../../components/ui/form-alert";
import { useToast } from "../../components/ui/toast";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import { useApiForm } from "../../lib/use-api-form";

const ACCEPTED = DATASET_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(",");

/** The source a file would replace by default: its name, as the command line names it. */
const sourceOf = (fileName: string) =>
  fileName
    .replace(/\.(geo)?json$|\.gpkg$|\.zip$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, "-")
    .replace(/^[^a-z0-9]+/, "");

export function DatasetUploadForm({ onQueued }: { onQueued: (entry: DatasetImport) => void }) {
  const { errors, failure, isSending, submit } = useApiForm();
  const [sent, setSent] = useState<number | null>(null);
  const [source, setSource] = useState("");
  const toast = useToast();

  return (
    <form
      noValidate
      aria-labelledby="dataset-upload-title"
      className="space-y-4 rounded-xl border border-grey/15 bg-white p-4 sm:p-5"
      onSubmit={(event) =>
        void submit(
          event,
          async (form) => {
            setSent(0);
            try {
              const queued = await uploadWithProgress<DatasetImport>("/api/v2/admin/datasets/", new FormData(form), setSent);
              form.reset();
              setSource("");
              toast.show(`${queued.file_name} is uploaded; its import starts in a few seconds.`);
              onQueued(queued);
            } finally {
              setSent(null);
            }
          },
          (form) => {
            const found = checkForm(datasetUploadSchema, form);
            const file = (form.elements.namedItem("file") as HTMLInputElement).files?.[0];
            if (!file) {
              found.file = "Choose a file to upload.";
            } else if (file.size > DATASET_MAX_BYTES) {
              found.file = `This file is larger than ${DATASET_MAX_BYTES / 1024 / 1024} MB.`;
            }
            return found;
          },
        )
      }
    >
      <h2 id="dataset-upload-title" className="text-lg font-bold text-dark-grey">
        Upload a dataset
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="Kind" error={errors.kind}>
          {(control) => (
            <select
              {...control}
              name="kind"
              defaultValue="public-lands"
              className={controlClassName(Boolean(errors.kind), "h-11")}
            >
              {DATASET_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {DATASET_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="File" error={errors.file} hint="GeoJSON, GeoPackage or zipped Shapefile, up to 64 MB.">
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept={ACCEPTED}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file && source === "") setSource(sourceOf(file.name));
              }}
              className={controlClassName(
                Boolean(errors.file),
                "py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-neutral-100 file:px-3 file:py-1",
              )}
            />
          )}
        </Field>
        <Field label="Source name" error={errors.source} hint="An upload replaces the rows of the same kind and source.">
          {(control) => (
            <input
              {...control}
              name="source"
              value={source}
              onChange={(event) => setSource(event.currentTarget.value)}
              autoComplete="off"
              className={controlClassName(Boolean(errors.source), "h-11")}
            />
          )}
        </Field>
      </div>
      <FormAlert message={failure} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isSending}>
          <Upload aria-hidden="true" className="size-4" />
          {isSending ? "Uploading…" : "Upload and import"}
        </Button>
        {sent !== null && (
          <label className="flex items-center gap-2 text-sm text-grey">
            Sending the file
            <progress max={1} value={sent} className="h-2 w-40 accent-brand-green-dark" />
          </label>
        )}
      </div>
    </form>
  );
}
