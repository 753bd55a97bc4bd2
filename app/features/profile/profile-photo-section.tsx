// "Profile photo" on /users/{uuid}/edit: choose a photo, crop it to the square the avatar shows, save
// it (the server crops the original again and keeps no metadata, ADR 0038), or remove it. After a
// change the session takes fresh tokens, so the header's avatar follows at once.
import { useT } from "../../lib/i18n";
import { LoaderCircle, Trash2, Upload, UserRound } from "lucide-react";
import { useCallback, useRef, useState, type ChangeEvent } from "react";
import type { ProfilePhoto } from "../../../shared/contracts/profile.contract";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { apiFetch } from "../../lib/api-client";
import { FILE_CONTROL_CLASSES, PHOTO_ACCEPT, photoFileProblem, photoUploadFailure } from "../../lib/photo-upload";
import { useRefreshSession } from "../../lib/use-refresh-session";
import { usePreviewUrl } from "../../lib/use-preview-url";
import { useSession } from "../../lib/session";
import { PhotoCropper, type SquareCrop } from "./photo-cropper";

const PHOTO_PATH = "/api/v2/users/me/photo/";
const UNREADABLE = "This file is not a photo we can show. Please choose a JPEG, PNG or WebP photo.";

export function ProfilePhotoSection() {
  const { user } = useSession();
  const refreshSession = useRefreshSession();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [crop, setCrop] = useState<SquareCrop | null>(null);
  const [error, setError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const { t } = useT();
  const previewUrl = usePreviewUrl(file);
  const onCropChange = useCallback((next: SquareCrop | null) => setCrop(next), []);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null;
    const problem = chosen ? photoFileProblem(chosen) : null;
    setError(problem ?? undefined);
    if (problem) event.currentTarget.value = "";
    setFile(problem ? null : chosen);
  }

  function clearChoice() {
    if (inputRef.current) inputRef.current.value = "";
    setFile(null);
    setCrop(null);
  }

  function refuseUnreadable() {
    clearChoice();
    setError(UNREADABLE);
  }

  async function change(request: () => Promise<unknown>, done: string) {
    setError(undefined);
    setSaving(true);
    try {
      await request();
      clearChoice();
      await refreshSession();
      toast.show(done);
    } catch (failure) {
      setError(photoUploadFailure(failure));
    } finally {
      setSaving(false);
    }
  }

  function save() {
    if (!file || !crop) return;
    const form = new FormData();
    form.append("photo", file);
    form.append("crop_x", String(crop.x));
    form.append("crop_y", String(crop.y));
    form.append("crop_size", String(crop.size));
    void change(() => apiFetch<ProfilePhoto>(PHOTO_PATH, { method: "PUT", form }), t("Your photo is saved."));
  }

  if (!user) return null;
  return (
    <section aria-labelledby="profile-photo-heading" className="space-y-4">
      <h2 id="profile-photo-heading" className="text-2xl font-bold text-dark-grey">
        {t("Profile photo")}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        {user.photo_file_name ? (
          <img src={user.photo_file_name} alt={t("Your photo")} className="size-24 rounded-full bg-neutral-200 object-cover" />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-full bg-neutral-100 text-grey">
            <UserRound aria-hidden className="size-10" />
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <Field
            label={user.photo_file_name ? t("Choose a new photo") : t("Choose a photo")}
            hint={t("A JPEG, PNG or WebP photo up to 25 MB. It shows beside your reviews and on your profile.")}
            error={error}
          >
            {(control) => (
              <input
                {...control}
                ref={inputRef}
                type="file"
                name="photo"
                accept={PHOTO_ACCEPT}
                disabled={isSaving}
                onChange={choose}
                className={FILE_CONTROL_CLASSES}
              />
            )}
          </Field>
          {user.photo_file_name && !file && (
            <Button
              size="sm"
              variant="secondary"
              disabled={isSaving}
              onClick={() => void change(() => apiFetch<void>(PHOTO_PATH, { method: "DELETE" }), t("Your photo is removed."))}
            >
              <Trash2 aria-hidden className="size-4" />
              {t("Remove photo")}
            </Button>
          )}
        </div>
      </div>
      {file && previewUrl && (
        <div className="space-y-4 rounded-2xl border border-grey/15 bg-white p-4 shadow-sm">
          <PhotoCropper key={previewUrl} src={previewUrl} onCropChange={onCropChange} onUnreadable={refuseUnreadable} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={save} disabled={isSaving || !crop}>
              {isSaving ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <Upload aria-hidden className="size-4" />
              )}
              {t("Save photo")}
            </Button>
            <Button variant="secondary" onClick={clearChoice} disabled={isSaving}>
              {t("Cancel")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
