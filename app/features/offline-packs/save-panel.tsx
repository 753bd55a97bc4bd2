// Saving one guide for offline (ADR 0059), opened from the guide's "Save for offline" link: the pack's
// size per detail level first, then the download with its progress and a cancel. In the page's
// language (ADR 0064): a French or Spanish reader saves the guide's page in their language.
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import {
  packRefOfPath,
  type DetailLevel,
  type OfflinePackPlan,
  type OfflinePackRef,
} from "../../../shared/contracts/offline-packs.contract";
import { Button, buttonClassName } from "../../components/ui/button";
import { localizedPath } from "../../../shared/domain/locales";
import { ApiRequestError } from "../../lib/api-client";
import { formatDay } from "../../i18n/dates";
import type { Translator } from "../../../shared/i18n/translator";
import { useT } from "../../lib/i18n";
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

/** The plan's guide page in the page's language: the pack keeps the page the reader reads. */
export const inLanguage = (plan: OfflinePackPlan, locale: Parameters<typeof localizedPath>[1]): OfflinePackPlan => ({
  ...plan,
  page_path: localizedPath(plan.page_path, locale),
});

/** The guide or track of /offline/{kind}/{id}, the "Save for offline" link on its page, or null. */
export function parseSaveTarget(kind: string | undefined, id: string | undefined): OfflinePackRef | null {
  return kind && id ? packRefOfPath({ kind, id }) : null;
}

interface SavePanelProps {
  target: OfflinePackRef;
  previous: SavedPack | null;
  onSaved: () => void;
}

export function SavePanel({ target, previous, onSaved }: SavePanelProps) {
  const { t, plural, locale } = useT();
  const [step, setStep] = useState<Step>({ name: "planning" });
  const [level, setLevel] = useState<DetailLevel>("standard");
  const abortRef = useRef<AbortController | null>(null);
  const titleId = useId();

  useEffect(() => {
    let isCurrent = true;
    fetchPackPlan(target)
      .then((plan) => isCurrent && setStep({ name: "choosing", plan }))
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const message =
          error instanceof ApiRequestError && (error.status === 403 || error.status === 401)
            ? error.message
            : t("The guide could not be saved. Check your connection and try again.");
        setStep({ name: "failed", message });
      });
    return () => {
      isCurrent = false;
      abortRef.current?.abort();
    };
  }, [target, t]);

  async function save(plan: OfflinePackPlan) {
    const controller = new AbortController();
    abortRef.current = controller;
    setStep({ name: "saving", plan, progress: null });
    try {
      await Promise.all([registerOfflineWorker(), askForPersistentStorage()]);
      const pack = await savePack({
        plan: inLanguage(plan, locale),
        level,
        signal: controller.signal,
        onProgress: (progress) => setStep({ name: "saving", plan, progress }),
      });
      setStep({ name: "saved", plan, pack });
      onSaved();
    } catch {
      setStep(
        controller.signal.aborted
          ? { name: "choosing", plan }
          : { name: "failed", message: t("The guide could not be saved. Check your connection and try again.") },
      );
    } finally {
      abortRef.current = null;
    }
  }

  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-xl border border-grey/15 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold">
        {"plan" in step ? t("Save {title}", { title: step.plan.title }) : t("Save this guide")}
      </h2>
      <p className="mt-1 text-sm text-grey">
        {target.kind === "tracks"
          ? t("The track, its GPX and the map of its area, on this device.")
          : t("The guide, its photos, the GPX and the map of its area, on this device.")}
      </p>
      <div className="mt-4">
        {step.name === "planning" && <p role="status">{t("Working out the size…")}</p>}
        {step.name === "choosing" && (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void save(step.plan);
            }}
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 font-semibold">{t("Map detail")}</legend>
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
                      {t("{level}, about {size}", {
                        level: levelLabel(t, option.id, option.label),
                        size: formatBytes(option.estimated_bytes, locale),
                      })}
                    </span>
                    <span className="block text-sm text-grey">
                      {plural(
                        option.tile_count,
                        "Map to zoom {zoom}, {count} map tile",
                        "Map to zoom {zoom}, {count} map tiles",
                        {
                          zoom: option.max_zoom,
                        },
                      )}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            {previous && (
              <p className="text-sm text-grey">
                {t("Saved on {date}; saving again replaces it.", { date: formatDay(previous.savedAt, locale) })}
              </p>
            )}
            <div>
              <Button type="submit">{t("Save for offline")}</Button>
            </div>
          </form>
        )}
        {step.name === "saving" && <SavingProgress progress={step.progress} onCancel={() => abortRef.current?.abort()} />}
        {step.name === "saved" && (
          <div className="flex flex-col items-start gap-3">
            <p role="status" className="font-semibold text-brand-green-dark">
              {t("Saved for offline: {size}. The guide now opens without a signal.", {
                size: formatBytes(step.pack.bytes, locale),
              })}
            </p>
            <Link to={step.plan.page_path} className={buttonClassName({ variant: "secondary", size: "sm" })}>
              {t("Back to {title}", { title: step.plan.title })}
            </Link>
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
  const { t, number, locale } = useT();
  const labelId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p id={labelId} className="text-sm font-semibold" aria-live="polite">
        {progress
          ? t("Saving… {done} of {total} files, {size}", {
              done: number(progress.done),
              total: number(progress.total),
              size: formatBytes(progress.bytes, locale),
            })
          : t("Preparing…")}
      </p>
      <progress
        aria-labelledby={labelId}
        max={progress?.total ?? 1}
        value={progress?.done ?? 0}
        className="h-3 w-full accent-brand-green-dark"
      />
      <div>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t("Cancel")}
        </Button>
      </div>
    </div>
  );
}

/** A detail level's name ("Standard", "Detailed" from the server's plan) in the page's language. */
function levelLabel(t: Translator["t"], level: DetailLevel, label: string): string {
  const labels: Record<DetailLevel, string> = { standard: t("Standard"), detailed: t("Detailed") };
  return labels[level] ?? label;
}
