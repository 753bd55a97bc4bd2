// "Save for offline" on guide pages (ADR 0059), loaded on the first press: the pack's size per
// detail level first, then the download with its progress and a cancel. The map's code is fetched
// here too, so the saved page opens its map with no signal.
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { DetailLevel, OfflinePackKind, OfflinePackPlan } from "../../../shared/contracts/offline-packs.contract";
import { Button, buttonClassName } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { ApiRequestError } from "../../lib/api-client";
import { loadMapLibre } from "../../lib/load-maplibre";
import { listPacks, packKey, SAVED_OFFLINE_PATH, type SavedPack } from "../../lib/offline-packs/pack-store";
import {
  askForPersistentStorage,
  fetchPackPlan,
  formatBytes,
  keepSavedPageOffline,
  loadedAppFiles,
  registerOfflineWorker,
  savePack,
  type SaveProgress,
} from "../../lib/offline-packs/save-pack";

interface SaveOfflineDialogProps {
  kind: OfflinePackKind;
  guide: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Step =
  | { name: "planning" }
  | { name: "choosing"; plan: OfflinePackPlan }
  | { name: "saving"; plan: OfflinePackPlan; progress: SaveProgress | null }
  | { name: "saved"; pack: SavedPack }
  | { name: "failed"; message: string };

const NOT_SAVED = "The guide could not be saved. Check your connection and try again.";

/** The map's code, which the page loads only when its map opens: the pack needs it offline. */
async function mapAppFiles(): Promise<string[]> {
  const [maplibre] = await Promise.all([loadMapLibre(), import("./interactive-route-map")]);
  return [...loadedAppFiles(), new URL(maplibre.getWorkerUrl(), window.location.href).pathname];
}

export function SaveOfflineDialog({ kind, guide, open, onOpenChange }: SaveOfflineDialogProps) {
  const [step, setStep] = useState<Step>({ name: "planning" });
  const [level, setLevel] = useState<DetailLevel>("standard");
  const [previous, setPrevious] = useState<SavedPack | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    setStep({ name: "planning" });
    void Promise.all([fetchPackPlan(kind, guide.id), listPacks().catch(() => [])])
      .then(([plan, packs]) => {
        if (!isCurrent) return;
        setPrevious(packs.find((pack) => pack.key === packKey({ kind, id: guide.id })) ?? null);
        setStep({ name: "choosing", plan });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const message = error instanceof ApiRequestError && error.status === 403 ? error.message : NOT_SAVED;
        setStep({ name: "failed", message });
      });
    return () => {
      isCurrent = false;
    };
  }, [open, kind, guide.id]);

  // Closing the dialog stops a download in progress.
  useEffect(() => {
    if (!open) abortRef.current?.abort();
  }, [open]);

  async function save(plan: OfflinePackPlan) {
    const controller = new AbortController();
    abortRef.current = controller;
    setStep({ name: "saving", plan, progress: null });
    try {
      const [extraAppFiles] = await Promise.all([mapAppFiles(), registerOfflineWorker(), askForPersistentStorage()]);
      const pack = await savePack({
        plan,
        level,
        pageUrl: window.location.pathname,
        extraAppFiles,
        signal: controller.signal,
        onProgress: (progress) => setStep({ name: "saving", plan, progress }),
      });
      // The list of saved guides opens offline too; the pack is saved even if this fails.
      await keepSavedPageOffline().catch(() => undefined);
      setStep({ name: "saved", pack });
    } catch {
      setStep(controller.signal.aborted ? { name: "choosing", plan } : { name: "failed", message: NOT_SAVED });
    } finally {
      abortRef.current = null;
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Save for offline">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-grey">
          Keep <strong className="text-dark-grey">{guide.title}</strong> on this device: the guide, its photos, the GPX and the
          map of its area open without a signal.
        </p>
        {step.name === "planning" && (
          <p role="status" className="text-sm">
            Working out the size…
          </p>
        )}
        {step.name === "choosing" && (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void save(step.plan);
            }}
          >
            <fieldset className="flex flex-col gap-2">
              <legend id={headingId} className="mb-2 font-semibold">
                Map detail
              </legend>
              {step.plan.detail_levels.map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-grey/25 p-3 has-[:checked]:border-brand-green-dark has-[:checked]:bg-brand-green-dark/5"
                >
                  <input
                    type="radio"
                    name="detail"
                    value={option.id}
                    checked={level === option.id}
                    onChange={() => setLevel(option.id)}
                    className="mt-1 accent-brand-green-dark"
                  />
                  <span>
                    <span className="block font-semibold">
                      {option.label}, about {formatBytes(option.estimated_bytes)}
                    </span>
                    <span className="block text-sm text-grey">
                      Map to zoom {option.max_zoom}, {option.tile_count.toLocaleString("en-US")} map tiles
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            {previous && (
              <p className="text-sm text-grey">
                Saved on {new Date(previous.savedAt).toLocaleDateString("en-US", { dateStyle: "medium" })}; saving again replaces
                it.
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit">Save</Button>
              <Link to={SAVED_OFFLINE_PATH} className="text-sm font-semibold underline">
                Saved for offline
              </Link>
            </div>
          </form>
        )}
        {step.name === "saving" && <SavingProgress progress={step.progress} onCancel={() => abortRef.current?.abort()} />}
        {step.name === "saved" && (
          <div className="flex flex-col gap-3">
            <p role="status" className="font-semibold text-brand-green-dark">
              Saved for offline: {formatBytes(step.pack.bytes)}. This page now opens without a signal.
            </p>
            <Link to={SAVED_OFFLINE_PATH} className={buttonClassName({ variant: "secondary", size: "sm" })}>
              See your saved guides
            </Link>
          </div>
        )}
        {step.name === "failed" && (
          <p role="alert" className="text-sm text-red-700">
            {step.message}
          </p>
        )}
      </div>
    </Modal>
  );
}

function SavingProgress({ progress, onCancel }: { progress: SaveProgress | null; onCancel: () => void }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-sm font-semibold">
        {progress
          ? `Saving… ${progress.done.toLocaleString("en-US")} of ${progress.total.toLocaleString("en-US")} files, ${formatBytes(progress.bytes)}`
          : "Preparing…"}
      </p>
      <progress
        aria-labelledby={labelId}
        max={progress?.total ?? 1}
        value={progress?.done ?? 0}
        className="h-3 w-full overflow-hidden rounded-full accent-brand-green-dark"
      />
      <div>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
