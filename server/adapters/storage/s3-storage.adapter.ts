// Storage on any S3-compatible service (AWS S3, Cloudflare R2, MinIO, ...): what several processes
// need, since a file one process stores must be readable by all (ADR 0017). PutObject replaces an
// object whole, so readers never see a half-written file.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { StorageAdapter } from "./storage.adapter";
import { assertContentType, assertStorageKey } from "./storage-keys";

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** Another service than AWS (R2, MinIO, a local test server); unset for AWS itself. */
  endpoint?: string;
  /** Unset: the SDK's default chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Addresses the bucket as a path (`endpoint/bucket/key`), as MinIO and most local servers need. */
  forcePathStyle: boolean;
  /** Where browsers fetch files: the server's own /media route, or the bucket's CDN. */
  baseUrl: string;
}

function isMissingObject(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export function createS3StorageAdapter(settings: S3StorageSettings): StorageAdapter {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
  });
  const { bucket } = settings;

  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      assertContentType(key, contentType);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }));
    },

    async read(key) {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertStorageKey(key);
      // Deleting a missing object succeeds in S3, as it does here.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    urlFor(key) {
      assertStorageKey(key);
      return `${settings.baseUrl}/${key}`;
    },
  };
}
