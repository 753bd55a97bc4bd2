// Where offline packs live in the browser (ADR 0059): each pack's files in a Cache Storage cache of
// its own, its record (title, page, size, date) in IndexedDB. The page and the service worker share it.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { DetailLevel, OfflinePackRef } from "../../../shared/contracts/offline-packs.contract";

/** What a saved pack is of (a guide, or a track of My Content), with its record. */
export type SavedPack = OfflinePackRef & PackRecord;

interface PackRecord {
  /** "{kind}/{id}": one pack per guide or track. */
  key: string;
  title: string;
  /** The guide's or track's page path, opened from the pack with no signal. */
  pageUrl: string;
  detail: DetailLevel;
  /** What the stored files take, in bytes. */
  bytes: number;
  files: number;
  savedAt: string;
}

interface PackDatabase extends DBSchema {
  packs: { key: string; value: SavedPack };
}

const DATABASE = "trailguide-offline";
export const SAVED_OFFLINE_PATH = "/offline";
/** The Saved for offline page and its files, so it opens with no signal too. */
export const SHELL_CACHE = "offline-shell";
const PACK_CACHE_PREFIX = "offline-pack:";

export const packKey = ({ kind, id }: OfflinePackRef) => `${kind}/${id}`;
export const packCacheName = (key: string) => `${PACK_CACHE_PREFIX}${key}`;

let database: Promise<IDBPDatabase<PackDatabase>> | null = null;

function openPacks() {
  database ??= openDB<PackDatabase>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore("packs", { keyPath: "key" });
    },
  });
  return database;
}

/** Newest first. */
export async function listPacks(): Promise<SavedPack[]> {
  const packs = await (await openPacks()).getAll("packs");
  return packs.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

export async function putPack(pack: SavedPack): Promise<void> {
  await (await openPacks()).put("packs", pack);
}

/** Deletes the pack's files and its record. */
export async function removePack(key: string): Promise<void> {
  await caches.delete(packCacheName(key));
  await (await openPacks()).delete("packs", key);
}
