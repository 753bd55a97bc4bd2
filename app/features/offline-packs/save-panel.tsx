// Saving one guide for offline (ADR 0059), opened from the guide's "Save for offline" link: the pack's
// size per detail level first, then the download with its progress and a cancel.
import { useEffect, useId, useRef, useState } from "react";
import type { DetailLevel, OfflinePackKind, OfflinePackPlan } from "../../../shared/contracts/offline-packs.contract";
import { Button, buttonClassName } from "../../components/ui/button";
import { ApiRequestError } from "../../lib/api-client";
import { type SavedPack } from "../../lib/offline-packs/pack-store";
import {
  askForPersistentStorage,
  fetchPackPlan,
  formatBytes,
  registerOfflineWorker,
  savePack,
  type SaveProgress,
} from "../../lib/offline-packs/save-pack";

type Step =
  | { name: "planning" }
  | { name: "choosing"; plan: OfflinePackPlan }
  | { name: "saving"; plan: OfflinePackPlan; progress: SaveProgress | null }
  | { name: "saved"; plan: OfflinePackPlan; pack: SavedPack }
  | { name: "failed"; message: string };

const NOT_SAVED = "The guide could not be saved. Check your connection and try again.";

/** The guide of /offline/{kind}/{id}, the guide page's "Save for offline" link, or null. */
export function parseSaveTarget(kind: string | undefined, id: string | undefined): { kind: OfflinePackKind; id: number } | null {
  if ((kind !== "trails" && kind !== "scout-routes") || !/^[1-9]\d{0,9}$/.test(id ?? "")) return null;
  return { kind, id: Number(id) };
}

interface SavePanelProps {
  target: { kind: OfflinePackKind; id: number };
  previous: SavedPack | null;
  onSaved: () => void;
}

export function SavePanel({ target, previous, onSaved }: SavePanelProps) {
  const [step, setStep] = useState<Step>({ name: "planning" });
  const [level, setLevel] = useState<DetailLevel>("standard");
  const abortRef = useRef<AbortController | null>(null);
  const titleId = useId();

  useEffect(() => {
    let isCurrent = true;
    fetchPackPlan(target.kind, target.id)
      .then((plan) => isCurrent && setStep({ name: "choosing", plan }))
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const message =
          error instanceof ApiRequestError && (error.status === 403 || error.status === 401) ? error.message : NOT_SAVED;
        setStep({ name: "failed", message });
      });
    return () => {
      isCurrent = false;
      abortRef.current?.abort();
    };
  }, [target.kind, target.id]);

  async function save(plan: OfflinePackPlan) {
    const controller = new AbortController();
    abortRef.current = controller;
    setStep({ name: "saving", plan, progress: null });
    try {
      await Promise.all([registerOfflineWorker(), askForPersistentStorage()]);
      const pack = await savePack({
        plan,
        level,
        signal: controller.signal,
        onProgress: (progress) => setStep({ name: "saving", plan, progress }),
      });
      setStep({ name: "saved", plan, pack });
      onSaved();
    } catch {
      setStep(controller.signal.aborted ? { name: "choosing", plan } : { name: "failed", message: NOT_SAVED });
    } finally {
      abortRef.current = null;
    }
  }

  const title = "plan" in step ? step.plan.title : "this guide";
  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold">
        Save {title}
      </h2>
      <p className="mt-1 text-sm text-grey">The guide, its photos, the GPX and the map of its area, on this device.</p>
      <div className="mt-4">
        {step.name === "planning" && <p role="status">Working out the size…</p>}
        {step.name === "choosing" && (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void save(step.plan);
            }}
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold">Map detail</legend>
              {step.plan.detail_levels.map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-grey/25 p-3 has-[:checked]:border-brand-green-dark"
                >
                  <input
                    type="radio"
                    name="detail"
                    value={option.id}
                    checked={level === option.id}
                    onChange={() => setLevel(option.id)}
                    className="mt-1 size-4 accent-brand-green-dark"
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
            <div>
              <Button type="submit">Save for offline</Button>
            </div>
          </form>
        )}
        {step.name === "saving" && <SavingProgress progress={step.progress} onCancel={() => abortRef.current?.abort()} />}
        {step.name === "saved" && (
          <div className="flex flex-col items-start gap-3">
            <p role="status" className="font-semibold text-brand-green-dark">
              Saved for offline: {formatBytes(step.pack.bytes)}. The guide now opens without a signal.
            </p>
            <a href={step.plan.page_path} className={buttonClassName({ variant: "secondary", size: "sm" })}>
              Back to {step.plan.title}
            </a>
          </div>
        )}
        {step.name === "failed" && (
          <p role="alert" className="text-red-700">
            {step.message}
          </p>
        )}
      </div>
    </section>
  );
}

function SavingProgress({ progress, onCancel }: { progress: SaveProgress | null; onCancel: () => void }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-sm font-semibold" aria-live="polite">
        {progress
          ? `Saving… ${progress.done.toLocaleString("en-US")} of ${progress.total.toLocaleString("en-US")} files, ${formatBytes(progress.bytes)}`
          : "Preparing…"}
      </p>
      <progress
        aria-labelledby={labelId}
        max={progress?.total ?? 1}
        value={progress?.done ?? 0}
        className="h-3 w-full accent-brand-green-dark"
      />
      <div>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
