// The map-data staff tools (ADR 0054). Road data: an upload is kept in object storage and queued;
// the "dataset-imports" job claims one import at a time, runs it through the importers the command
// line uses, reports its progress and leaves a report or the error. Region map: saving or clearing
// a region's outline. Every staff change is in the audit log, in the change's own transaction.
import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type {
  AdminRegion,
  DatasetImport,
  DatasetImportPage,
  DatasetImportQuery,
  DatasetReport,
  DatasetUpload,
  RegionBoundaryUpdate,
  RegionOutline,
  StateRegions,
} from "../../../shared/contracts/map-data-admin.contract";
import { DATASET_FILE_EXTENSIONS, DATASET_MAX_BYTES } from "../../../shared/contracts/map-data-admin.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { StorageAdapter } from "../../adapters/storage/storage.adapter";
import { contentTypeFor } from "../../adapters/storage/media-types";
import { badRequest, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { recordStaffChange } from "../audit/audit.service";
import { importDataset } from "../map/imports/geojson-import";
import { bytesSource, fileSource, type FeatureSource } from "../map/imports/feature-source";
import { GDAL_FORMATS } from "../map/imports/gdal-reader";
import { ImportError } from "../map/imports/import-error";
import { createMapDataAdminRepository, type DatasetImportRow, type ImportListRow } from "./map-data-admin.repository";

/** The skipped features a report lists; the count covers all of them. */
const REPORT_SKIPPED_LIMIT = 50;
const ABANDONED = "The import stopped before it finished (the server restarted). Upload the file again.";
const UNEXPECTED = "The import failed unexpectedly; nothing was changed. The error is in the server's log.";

export interface UploadedDataset {
  name: string;
  bytes: Uint8Array;
}

/** The stored file's extension: GeoJSON is kept as .json, which the storage serves as JSON. */
function storedExtension(fileName: string): string {
  const extension = path.extname(fileName).slice(1).toLowerCase();
  if (!(DATASET_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
    throw badRequest("Upload a GeoJSON file (.geojson or .json), a GeoPackage (.gpkg) or a zipped Shapefile (.zip).", {
      file: ["Choose a .geojson, .json, .gpkg or .zip file."],
    });
  }
  return extension === "geojson" ? "json" : extension;
}

function toDatasetImport({ entry, uploader }: ImportListRow): DatasetImport {
  return {
    id: entry.id,
    kind: entry.kind,
    source: entry.source,
    file_name: entry.fileName,
    state: entry.state,
    processed: entry.processed,
    total: entry.total,
    report: (entry.report as DatasetReport | null) ?? null,
    error: entry.error,
    uploaded_by: uploader?.uuid ? { uuid: uploader.uuid, name: uploader.name } : null,
    created_at: entry.createdAt.toISOString(),
    started_at: entry.startedAt?.toISOString() ?? null,
    finished_at: entry.finishedAt?.toISOString() ?? null,
  };
}

type RegionRow = Awaited<ReturnType<ReturnType<typeof createMapDataAdminRepository>["listRegions"]>>[number];

function toAdminRegion({ id, slug, title, boundary, west, south, east, north }: RegionRow): AdminRegion {
  const hasGuides = west !== null && south !== null && east !== null && north !== null;
  return {
    id,
    slug,
    title,
    // Outlines are only written through the contract, so they hold [longitude, latitude] pairs.
    boundary: (boundary as AdminRegion["boundary"]) ?? null,
    guide_bounds: hasGuides
      ? [
          [west, south],
          [east, north],
        ]
      : null,
  };
}

export function createMapDataAdminService({
  db,
  clock,
  logger,
  storage,
}: Pick<ServiceDeps, "db" | "clock" | "logger"> & { storage: StorageAdapter }) {
  const repository = createMapDataAdminRepository(db);

  /**
   * Runs `work` on the uploaded file as the importers read it: GeoJSON from memory, or GDAL reading a
   * temporary copy (GDAL reads files only), private to this run and removed after it.
   */
  async function withSource<T>(row: DatasetImportRow, bytes: Buffer, work: (source: FeatureSource) => Promise<T>): Promise<T> {
    if (!GDAL_FORMATS.test(row.storageKey)) return work(bytesSource(row.fileName, bytes));
    const dir = await mkdtemp(path.join(os.tmpdir(), "dataset-import-"));
    try {
      const file = path.join(dir, `upload${path.extname(row.storageKey)}`);
      await writeFile(file, bytes);
      return await work(await fileSource(file, { name: row.fileName }));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function runImport(row: DatasetImportRow): Promise<void> {
    const bytes = await storage.read(row.storageKey);
    try {
      if (!bytes) throw new ImportError(`${row.fileName}: the uploaded file is no longer stored. Upload it again.`);
      const result = await withSource(row, bytes, (source) =>
        importDataset(db, row.kind, [source], {
          source: row.source,
          onProgress: ({ processed, total }) => repository.setProgress(row.id, processed, total),
          onReplaced: async (tx, { removed, added }) => {
            if (row.uploadedById === null) return;
            await recordStaffChange(tx, {
              actorId: row.uploadedById,
              entityType: "dataset_import",
              entityId: row.id,
              action: "rows replaced",
              before: { source: row.source, rows: removed },
              after: { source: row.source, rows: added },
            });
          },
        }),
      );
      if ("failed" in result.lowZoomTiles) {
        logger.warn({ importId: row.id, reason: result.lowZoomTiles.failed }, "an import's low-zoom tiles were not stored");
      }
      const report: DatasetReport = {
        added: result.added,
        removed: result.removed,
        skipped: result.skippedCount,
        skipped_features: result.skipped.slice(0, REPORT_SKIPPED_LIMIT),
      };
      await repository.finishImport(row.id, { state: "succeeded", report, error: null, finishedAt: clock.now() });
    } catch (error) {
      if (!(error instanceof ImportError)) logger.error({ err: error, importId: row.id }, "a dataset import failed");
      const message = error instanceof ImportError ? error.message : UNEXPECTED;
      await repository.finishImport(row.id, { state: "failed", error: message, finishedAt: clock.now() });
    }
    await storage.delete(row.storageKey);
  }

  return {
    /** Stores the file and queues its import; the job runs it within seconds. */
    async upload(user: UserClaims, fields: DatasetUpload, file: UploadedDataset): Promise<DatasetImport> {
      const extension = storedExtension(file.name);
      if (file.bytes.byteLength === 0) throw badRequest("The file is empty.", { file: ["Choose a file with data in it."] });
      if (file.bytes.byteLength > DATASET_MAX_BYTES) {
        throw badRequest("The file is too large.", { file: [`Upload at most ${DATASET_MAX_BYTES / 1024 / 1024} MB.`] });
      }
      const storageKey = `datasets/${randomUUID()}.${extension}`;
      await storage.put(storageKey, Buffer.from(file.bytes), contentTypeFor(storageKey));
      try {
        const id = await db.transaction(async (tx) => {
          const row = await createMapDataAdminRepository(tx).insertImport({
            kind: fields.kind,
            source: fields.source,
            fileName: file.name.slice(0, 200),
            storageKey,
            uploadedById: user.id,
          });
          await recordStaffChange(tx, {
            actorId: user.id,
            entityType: "dataset_import",
            entityId: row.id,
            action: "uploaded",
            after: { kind: row.kind, source: row.source, file_name: row.fileName },
          });
          return row.id;
        });
        return toDatasetImport((await repository.findImport(id))!);
      } catch (error) {
        await storage.delete(storageKey);
        throw error;
      }
    },

    async listImports(query: DatasetImportQuery): Promise<DatasetImportPage> {
      const page = await repository.listImports(query);
      return { ...page, results: page.results.map(toDatasetImport) };
    },

    async getImport(id: number): Promise<DatasetImport> {
      const row = await repository.findImport(id);
      if (!row) throw notFound("No such import.");
      return toDatasetImport(row);
    },

    /** The job's run: fails imports a stopped run left behind, then runs the oldest queued one, if any. */
    async runQueuedImport(): Promise<boolean> {
      const now = clock.now();
      await repository.failAbandoned(now, ABANDONED);
      const claimed = await repository.claimQueued(now);
      if (!claimed) return false;
      await runImport(claimed);
      return true;
    },

    listStates: () => repository.listStates(),

    async stateRegions(stateSlug: string): Promise<StateRegions> {
      const state = await repository.findState(stateSlug);
      if (!state) throw notFound("No such state.");
      const regions = await repository.listRegions(state.id);
      return { state: { slug: state.slug, title: state.title, code: state.code }, regions: regions.map(toAdminRegion) };
    },

    /** Saves a region's outline, or clears it with null. */
    async setRegionBoundary(user: UserClaims, regionId: number, { boundary }: RegionBoundaryUpdate): Promise<RegionOutline> {
      return db.transaction(async (tx) => {
        const regions = createMapDataAdminRepository(tx);
        const region = await regions.lockRegion(regionId);
        if (!region) throw notFound("No such region.");
        await regions.setRegionBoundary(regionId, boundary);
        await recordStaffChange(tx, {
          actorId: user.id,
          entityType: "region",
          entityId: regionId,
          action: boundary ? "outline saved" : "outline cleared",
          before: { boundary: region.boundary ?? null },
          after: { boundary },
        });
        return { id: regionId, title: region.title, boundary };
      });
    },
  };
}

export type MapDataAdminService = ReturnType<typeof createMapDataAdminService>;
