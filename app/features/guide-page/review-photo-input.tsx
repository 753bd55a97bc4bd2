// The optional photo of the review form: a labelled file picker, a thumbnail of the chosen photo and
// a way to take it out again. The form owns the chosen file; this shows it.
import { useId, useRef, useState, type ChangeEvent } from "react";
import { PHOTO_ACCEPT, photoFileProblem } from "../../lib/photo-upload";
import { usePreviewUrl } from "../../lib/use-preview-url";
import { useT } from "../../lib/i18n";

interface ReviewPhotoInputProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  disabled?: boolean;
}

export function ReviewPhotoInput({ file, onFileChange, disabled = false }: ReviewPhotoInputProps) {
  const { t } = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    const reason = chosen ? photoFileProblem(chosen) : null;
    setProblem(reason);
    if (reason) event.currentTarget.value = "";
    onFileChange(reason ? null : chosen);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = "";
    setProblem(null);
    onFileChange(null);
    inputRef.current?.focus();
  }

  return (
    <div>
      <label htmlFor={`${id}-photo`} className="block text-sm font-semibold">
        {t("Add a photo")}
      </label>
      <p id={`${id}-hint`} className="text-sm text-grey">
        {t("Optional. A JPEG, PNG or WebP photo of the trail, up to 25 MB.")}
      </p>
      <input
        ref={inputRef}
        id={`${id}-photo`}
        name="photo"
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={disabled}
        onChange={choose}
        aria-describedby={problem ? `${id}-hint ${id}-problem` : `${id}-hint`}
        aria-invalid={problem ? true : undefined}
        className="mt-1 block w-full text-sm file:mr-3 file:min-h-9 file:rounded-full file:border file:border-grey/30 file:bg-white file:px-3 file:font-semibold hover:file:bg-neutral-50"
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-sm font-medium text-[#b0031e]">
          {problem}
        </p>
      )}
      {file && previewUrl && (
        <div className="mt-3 flex items-center gap-3">
          <img
            src={previewUrl}
            alt={t("Preview of {name}", { name: file.name })}
            className="size-20 rounded-md border border-grey/15 object-cover"
          />
          <button
            type="button"
            onClick={remove}
            disabled={disabled}
            className="text-sm font-semibold text-brand-green-dark underline disabled:opacity-60"
          >
            {t("Remove photo")}
          </button>
        </div>
      )}
    </div>
  );
}
