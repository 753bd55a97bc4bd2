// An object URL for a chosen file, to show it before it is uploaded.
import { useEffect, useState } from "react";

/** The URL of `file`, revoked when the file changes or the component goes away; null until made. */
export function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // The URL exists only in the browser, so it is made here rather than while rendering.
    setPreview({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return preview && preview.file === file ? preview.url : null;
}
