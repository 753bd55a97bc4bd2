// A labelled picker for the photos a form sends with its fields (a badge claim, a patrol report, a
// suggested edit): the browser's file control, offering the formats the server takes.
import { PHOTO_ACCEPT } from "../../lib/photo-upload";
import { Field, controlClassName } from "./field";

interface PhotoFilesFieldProps {
  label: string;
  /** The multipart field the files are sent in. */
  name: string;
  hint: string;
  error?: string;
  isOptional?: boolean;
  /** More than one photo. */
  multiple?: boolean;
}

export function PhotoFilesField({ label, name, hint, error, isOptional, multiple }: PhotoFilesFieldProps) {
  return (
    <Field label={label} isOptional={isOptional} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="file"
          name={name}
          multiple={multiple}
          accept={PHOTO_ACCEPT}
          className={controlClassName(Boolean(error), "py-2.5")}
        />
      )}
    </Field>
  );
}
