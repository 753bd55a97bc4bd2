// Import GPX, KML and GeoJSON files: a file input and a drop zone, a progress bar while the files
// upload, then one line per file saying what came in or what is wrong with it.
import { CircleAlert, CircleCheck, Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { USER_CONTENT_LIMITS, type ImportFileResult } from "../../../../shared/contracts/user-content.contract";
import { cx } from "../../../components/ui/class-names";
import { ApiRequestError } from "../../../lib/api-client";
import { contentEvents } from "./content-events";
import { importFiles } from "./my-content-client";
import { useT } from "../../../lib/i18n";
import type { Translator } from "../../../../shared/i18n/translator";
import { FormAlert } from "../../../components/ui/form-alert";

const ACCEPT = ".gpx,.kml,.geojson,.json,application/gpx+xml,application/vnd.google-earth.kml+xml,application/geo+json";

/** The server's plain reasons a file is refused ("{file}: {reason}"), in the page's language; the others stay as sent. */
const fileProblems = (t: Translator["t"]): Record<string, string> => ({
  "the file is empty": t("the file is empty"),
  "not a GPX, KML or GeoJSON file": t("not a GPX, KML or GeoJSON file"),
  "no tracks, routes or waypoints with coordinates found": t("no tracks, routes or waypoints with coordinates found"),
  "it could not be saved; nothing from it was imported. Try again.": t(
    "it could not be saved; nothing from it was imported. Try again.",
  ),
});

function describeResult(result: ImportFileResult, { t, plural }: Translator): string {
  if (result.status === "failed") {
    const prefix = `${result.file_name}: `;
    const reason = result.error.startsWith(prefix) ? fileProblems(t)[result.error.slice(prefix.length)] : undefined;
    return reason ? `${prefix}${reason}` : result.error;
  }
  return t("{file}: {tracks} and {waypoints} imported", {
    file: result.file_name,
    tracks: plural(result.tracks.length, "{count} track", "{count} tracks"),
    waypoints: plural(result.waypoints.length, "{count} waypoint", "{count} waypoints"),
  });
}

export function ImportBox({ onImported }: { onImported: (results: ImportFileResult[]) => void }) {
  const inputId = useId();
  const translate = useT();
  const { t } = translate;
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<ImportFileResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);

  async function upload(files: File[]) {
    if (files.length === 0) return;
    if (files.length > USER_CONTENT_LIMITS.filesPerImport) {
      setError(t("Import at most {count} files at a time.", { count: USER_CONTENT_LIMITS.filesPerImport }));
      return;
    }
    setError(null);
    setResults([]);
    setProgress(0);
    try {
      const answer = await importFiles(files, setProgress);
      contentEvents.imported(files.length, answer);
      setResults(answer.results);
      onImported(answer.results);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t("The files could not be uploaded. Try again."));
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    void upload([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3">
      <h3 id={`${inputId}-heading`} className="text-base font-semibold text-dark-grey">
        {t("Import files")}
      </h3>
      <div
        data-testid="import-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cx(
          "flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm text-grey",
          isDragging ? "border-brand-blue bg-brand-blue/5" : "border-grey/30",
        )}
      >
        <Upload aria-hidden="true" className="size-6" />
        <p>{t("Drop GPX, KML or GeoJSON files here, or")}</p>
        <label htmlFor={inputId} className="cursor-pointer font-semibold text-brand-green-dark underline">
          {t("choose files")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => void upload([...(event.target.files ?? [])])}
        />
        <p className="text-xs">{t("Up to {size} MB per file.", { size: USER_CONTENT_LIMITS.fileBytes / 1024 / 1024 })}</p>
      </div>
      {progress !== null && (
        <div className="space-y-1">
          <label htmlFor={`${inputId}-progress`} className="text-sm text-grey">
            {progress < 1 ? t("Uploading… {percent}%", { percent: Math.round(progress * 100) }) : t("Importing…")}
          </label>
          <progress id={`${inputId}-progress`} max={1} value={progress} className="h-2 w-full accent-brand-green-dark" />
        </div>
      )}
      <FormAlert message={error} />
      {results.length > 0 && (
        <ul aria-label={t("Import results")} aria-live="polite" className="space-y-1 text-sm">
          {results.map((result, index) => (
            <li
              key={`${result.file_name}-${index}`}
              className={cx("flex items-start gap-2", result.status === "failed" ? "text-brand-red" : "text-dark-grey")}
            >
              {result.status === "failed" ? (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-green-dark" />
              )}
              <span className="min-w-0 break-words">{describeResult(result, translate)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
