// A guide's photos by type (hero, hardest part, camping, highlights), or one waypoint's photos
// (issue "Authoring" point 4): upload with a progress bar, caption, delete and reorder. Each change
// is saved at once by its own call (and written to the guide's history by the server).
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { EditorPhoto, GuideKind } from "../../../shared/contracts/guide-editor.contract";
import { PHOTO_TYPES, PHOTO_TYPE_LABELS, type PhotoType } from "../../../shared/domain/photo-types";
import { Button } from "../../components/ui/button";
import { controlClassName } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { FILE_CONTROL_CLASSES, PHOTO_ACCEPT, photoFileProblem, photoUploadFailure } from "../../lib/photo-upload";
import { failureMessage } from "../../lib/request-feedback";
import { editorApi } from "./editor-api";
import { moveItem } from "./line-edits";

/** The order the editor lists the types in: the guide page's carousel order (spec §2.11), highlights last. */
const TYPE_ORDER: readonly PhotoType[] = [PHOTO_TYPES.hero, PHOTO_TYPES.hardestPart, PHOTO_TYPES.camping, PHOTO_TYPES.highlight];

interface PhotoManagerProps {
  kind: GuideKind;
  guideId: number;
  photos: readonly EditorPhoto[];
  onPhotosChange: (photos: EditorPhoto[]) => void;
  /** Photos of this saved waypoint rather than of the guide: one list, no types. */
  waypoint?: { id: number; name: string };
}

export function PhotoManager({ kind, guideId, photos, onPhotosChange, waypoint }: PhotoManagerProps) {
  const groups = waypoint
    ? [{ type: PHOTO_TYPES.highlight, label: `Photos of ${waypoint.name || "this waypoint"}` }]
    : TYPE_ORDER.map((type) => ({ type, label: PHOTO_TYPE_LABELS[type] }));
  return (
    <div className={waypoint ? "space-y-6" : "grid gap-6 md:grid-cols-2"}>
      {groups.map(({ type, label }) => (
        <PhotoGroup
          key={type}
          kind={kind}
          guideId={guideId}
          type={type}
          label={label}
          waypointId={waypoint?.id}
          photos={photos}
          onPhotosChange={onPhotosChange}
        />
      ))}
    </div>
  );
}

interface PhotoGroupProps extends Omit<PhotoManagerProps, "waypoint"> {
  type: PhotoType;
  label: string;
  waypointId?: number;
}

function PhotoGroup({ kind, guideId, type, label, waypointId, photos, onPhotosChange }: PhotoGroupProps) {
  const toast = useToast();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inGroup = waypointId === undefined ? photos.filter((photo) => photo.photo_type === type) : [...photos];
  const others = photos.filter((photo) => !inGroup.includes(photo));

  async function upload(file: File) {
    const refused = photoFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    try {
      const photo = await editorApi.uploadPhoto(kind, guideId, { file, photoType: type, caption: "", waypointId }, setProgress);
      onPhotosChange([...photos, photo]);
      toast.show("Photo uploaded.");
    } catch (error) {
      setProblem(photoUploadFailure(error));
    } finally {
      setProgress(null);
    }
  }

  async function update(photo: EditorPhoto, patch: { caption?: string | null; position?: number }) {
    try {
      const saved = await editorApi.updatePhoto(kind, guideId, photo.id, patch);
      return saved;
    } catch (error) {
      toast.show(failureMessage(error), "error");
      return null;
    }
  }

  async function remove(photo: EditorPhoto) {
    try {
      await editorApi.deletePhoto(kind, guideId, photo.id);
      onPhotosChange(photos.filter((candidate) => candidate.id !== photo.id));
      toast.show("Photo deleted.");
    } catch (error) {
      toast.show(failureMessage(error), "error");
    }
  }

  async function move(index: number, step: -1 | 1) {
    const reordered = moveItem(inGroup, index, step).map((photo, position) => ({ ...photo, position }));
    onPhotosChange([...others, ...reordered]);
    const moved = reordered[index + step];
    if (moved) await update(moved, { position: moved.position });
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3">
      <h3 id={`${inputId}-title`} className="font-bold">
        {label}
      </h3>
      {inGroup.length === 0 && <p className="text-sm text-grey">No photos yet.</p>}
      <ul className="grid gap-3">
        {inGroup.map((photo, index) => (
          <li key={photo.id} className="flex gap-3 rounded-lg border border-grey/20 bg-white p-2">
            <img src={photo.resized_medium} alt={photo.caption ?? ""} className="size-24 shrink-0 rounded object-cover" />
            <div className="min-w-0 flex-1 space-y-2">
              <CaptionInput
                photo={photo}
                onSave={async (caption) => {
                  const saved = await update(photo, { caption });
                  if (saved) onPhotosChange(photos.map((candidate) => (candidate.id === saved.id ? saved : candidate)));
                }}
              />
              <div className="flex gap-1">
                <IconButton label={`Move photo ${index + 1} up`} disabled={index === 0} onPress={() => void move(index, -1)}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                </IconButton>
                <IconButton
                  label={`Move photo ${index + 1} down`}
                  disabled={index === inGroup.length - 1}
                  onPress={() => void move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </IconButton>
                <IconButton label={`Delete photo ${index + 1}`} onPress={() => void remove(photo)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                </IconButton>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {`Add a ${waypointId === undefined ? `${label.toLowerCase()} ` : ""}photo`}
        </label>
        <input
          id={inputId}
          type="file"
          accept={PHOTO_ACCEPT}
          disabled={progress !== null}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className={FILE_CONTROL_CLASSES}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        {progress !== null && (
          <div className="space-y-1">
            <label htmlFor={`${inputId}-progress`} className="text-sm text-grey">
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Processing…"}
            </label>
            <progress id={`${inputId}-progress`} max={1} value={progress} className="h-2 w-full accent-brand-green-dark" />
          </div>
        )}
        {problem && (
          <p id={`${inputId}-problem`} role="alert" className="text-sm font-medium text-brand-red">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}

function CaptionInput({ photo, onSave }: { photo: EditorPhoto; onSave: (caption: string | null) => Promise<void> }) {
  const id = useId();
  const [caption, setCaption] = useState(photo.caption ?? "");
  const isChanged = caption !== (photo.caption ?? "");
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-xs font-semibold text-grey">
          Caption
        </label>
        <input
          id={id}
          value={caption}
          maxLength={300}
          onChange={(event) => setCaption(event.target.value)}
          className={controlClassName(false, "h-9 text-sm")}
        />
      </div>
      <Button size="sm" variant="secondary" disabled={!isChanged} onClick={() => void onSave(caption.trim() || null)}>
        Save caption
      </Button>
    </div>
  );
}

interface IconButtonProps {
  label: string;
  disabled?: boolean;
  onPress: () => void;
  children: React.ReactNode;
}

export function IconButton({ label, disabled, onPress, children }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onPress}
      className="inline-flex size-9 items-center justify-center rounded-full border border-grey/30 bg-white hover:bg-neutral-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}
