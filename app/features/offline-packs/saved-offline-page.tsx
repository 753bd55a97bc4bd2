// The reader's saved guides (ADR 0059): each pack with its size and date, to open, update or remove;
// the storage they take against the browser's quota, and whether the browser keeps them for good. In
// the page's language (ADR 0064); a pack's page opens in the language it was saved in.
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "../../components/ui/button";
import { GENERIC_ERROR_TOAST, useToast } from "../../components/ui/toast";
import { ACCESS_COOKIE } from "../../../shared/domain/auth-cookies";
import { INTL_LOCALES, localeOfPath, localizedPath } from "../../../shared/domain/locales";
import { readCookie } from "../../lib/cookies";
import { useT } from "../../lib/i18n";
import type { Translator } from "../../../shared/i18n/translator";
import { listPacks, packKey, removePack, SAVED_OFFLINE_PATH, type SavedPack } from "../../lib/offline-packs/pack-store";
import { removeUnreadablePacks } from "../../lib/offline-packs/remove-unreadable";
import {
  fetchPackPlan,
  formatBytes,
  keepSavedPageOffline,
  registerOfflineWorker,
  savePack,
  storageStatus,
  type SaveProgress,
} from "../../lib/offline-packs/save-pack";
import { inLanguage, parseSaveTarget, SavePanel } from "./save-panel";

type Storage = Awaited<ReturnType<typeof storageStatus>>;

const detailLabel = (t: Translator["t"], detail: SavedPack["detail"]) =>
  detail === "detailed" ? t("Detailed map") : t("Standard map");

/** The check goes with the reader's token, as every API call of the page does. */
const withToken: typeof fetch = (input, init) =>
  fetch(input, { ...init, headers: { ...init?.headers, Authorization: `Bearer ${readCookie(ACCESS_COOKIE) ?? ""}` } });

/** `kind` and `id` name a guide or track to save: /offline/{kind}/{id}, the link on its page. */
export function SavedOfflinePage({ kind, id }: { kind?: string; id?: string }) {
  const { t, locale } = useT();
  const toast = useToast();
  const [packs, setPacks] = useState<SavedPack[] | null>(null);
  const [storage, setStorage] = useState<Storage | null>(null);
  const [updating, setUpdating] = useState<{ key: string; progress: SaveProgress | null } | null>(null);
  const [isOnline, setIsOnline] = useState(true);
  const saveTarget = useMemo(() => parseSaveTarget(kind, id), [kind, id]);

  const refresh = useCallback(async () => {
    const [saved, status] = await Promise.all([listPacks(), storageStatus()]);
    setPacks(saved);
    setStorage(status);
  }, []);

  useEffect(() => {
    setIsOnline(navigator.onLine);
    async function start() {
      if (navigator.onLine) {
        await registerOfflineWorker().catch(() => undefined);
        // Packs the reader may no longer read go before they are listed.
        await removeUnreadablePacks({ list: listPacks, remove: removePack }, withToken);
      }
      await refresh();
      // Then, unhurried, this page's own copy for use with no signal.
      if (navigator.onLine) await keepSavedPageOffline(localizedPath(SAVED_OFFLINE_PATH, locale)).catch(() => undefined);
    }
    start().catch(() => setPacks([]));
    // Back online with the page open: the reader's access may have ended meanwhile.
    const recheck = () => {
      setIsOnline(true);
      removeUnreadablePacks({ list: listPacks, remove: removePack }, withToken)
        .then(refresh)
        .catch(() => undefined);
    };
    window.addEventListener("online", recheck);
    return () => window.removeEventListener("online", recheck);
  }, [refresh, locale]);

  async function remove(pack: SavedPack) {
    try {
      await removePack(pack.key);
      toast.show(t("{title} removed from this device", { title: pack.title }));
      await refresh();
    } catch {
      toast.show(GENERIC_ERROR_TOAST, "error");
    }
  }

  async function update(pack: SavedPack) {
    setUpdating({ key: pack.key, progress: null });
    try {
      const plan = await fetchPackPlan(pack);
      await savePack({
        // The update keeps the language the guide was saved in.
        plan: inLanguage(plan, localeOfPath(pack.pageUrl) ?? "en"),
        level: pack.detail,
        signal: new AbortController().signal,
        onProgress: (progress) => setUpdating({ key: pack.key, progress }),
      });
      toast.show(t("{title} updated", { title: pack.title }));
    } catch {
      toast.show(GENERIC_ERROR_TOAST, "error");
    } finally {
      setUpdating(null);
      await refresh();
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">{t("Saved for offline")}</h1>
      <p className="mt-2 text-grey">
        {t(
          "Guides saved on this device open without a signal, with their photos, GPX and map. Save one from its page with “Save for offline”.",
        )}
      </p>
      <p className="mt-2 text-grey" data-testid="sign-out-note">
        {t("Signing out removes the guides saved on this device.")}
      </p>
      {saveTarget && isOnline && (
        <SavePanel
          key={packKey(saveTarget)}
          target={saveTarget}
          previous={packs?.find((pack) => pack.key === packKey(saveTarget)) ?? null}
          onSaved={() => void refresh()}
        />
      )}
      <StorageSummary storage={storage} />
      {packs === null ? (
        <p className="mt-6" role="status">
          {t("Loading your saved guides…")}
        </p>
      ) : packs.length === 0 ? (
        <p className="mt-6 rounded-xl border border-grey/15 bg-neutral-50 p-5">
          {t("No guides saved yet. Open a trail or scout route and press “Save for offline”.")}
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label={t("Saved guides")}>
          {packs.map((pack) => (
            <li key={pack.key} className="rounded-xl border border-grey/15 bg-white p-4 shadow-sm">
              <a href={pack.pageUrl} className="text-lg font-semibold underline-offset-2 hover:underline">
                {pack.title}
              </a>
              <p className="mt-1 text-sm text-grey">
                <span data-testid="pack-size">{formatBytes(pack.bytes, locale)}</span> · {detailLabel(t, pack.detail)} ·{" "}
                {t("saved {time}", {
                  time: new Date(pack.savedAt).toLocaleString(INTL_LOCALES[locale], {
                    dateStyle: "medium",
                    timeStyle: "short",
                  }),
                })}
              </p>
              {updating?.key === pack.key ? (
                <div className="mt-3">
                  <progress
                    aria-label={t("Updating {title}", { title: pack.title })}
                    max={updating.progress?.total ?? 1}
                    value={updating.progress?.done ?? 0}
                    className="h-3 w-full accent-brand-green-dark"
                  />
                </div>
              ) : (
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={!isOnline || updating !== null}
                    onClick={() => void update(pack)}
                    aria-label={t("Update {title}", { title: pack.title })}
                  >
                    {t("Update")}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void remove(pack)}
                    aria-label={t("Remove {title}", { title: pack.title })}
                  >
                    {t("Remove")}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function StorageSummary({ storage }: { storage: Storage | null }) {
  const { t, locale } = useT();
  if (!storage) return null;
  const { usage, quota, isPersistent } = storage;
  return (
    <section aria-labelledby="storage-title" className="mt-6 rounded-xl border border-grey/15 p-4">
      <h2 id="storage-title" className="font-semibold">
        {t("Storage on this device")}
      </h2>
      {usage !== null && quota !== null && (
        <p className="mt-1 text-sm" data-testid="storage-used">
          {t("{used} used of {quota} the browser allows", {
            used: formatBytes(usage, locale),
            quota: formatBytes(quota, locale),
          })}
        </p>
      )}
      <p className="mt-1 text-sm text-grey">
        {isPersistent
          ? t("Persistent: the browser keeps your saved guides when space runs short.")
          : t("Not persistent: the browser may clear saved guides when space runs short.")}
      </p>
    </section>
  );
}
