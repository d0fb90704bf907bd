import { Readable } from "node:stream";
import type { GetObjectCommandOutput, HeadObjectCommandOutput, S3Client } from "@aws-sdk/client-s3";
import { logger } from "../logger.server";
import { byteCounter } from "./byte-counter.server";
import { ASSET_CACHE_CONTROL, StorageExistsError, assertValidKey, type ByteRange, type ListedObject, type PutOptions, type Storage, type StoredObject } from "./storage.server";

export interface S3StorageOptions {
  bucket: string;
  /** For S3-compatible services (MinIO, Ceph, R2, s3rver); AWS itself needs none. */
  endpoint?: string;
  region: string;
  /** Without it the SDK's default chain applies (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Public address of the bucket (S3_PUBLIC_URL): browsers are sent there instead of our proxy. */
  publicUrl?: string;
  /** Prepended to every key, e.g. "cms/" to share a bucket. */
  prefix?: string;
}

/**
 * The AWS SDK is loaded on first use, not at start: it is about a quarter of a second of module
 * loading (more on a busy machine) that a site on the local disk never needs.
 */
let sdkLoading: Promise<typeof import("@aws-sdk/client-s3") & { Upload: typeof import("@aws-sdk/lib-storage").Upload }> | null = null;
function loadSdk() {
  sdkLoading ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(([s3, lib]) => ({ ...s3, Upload: lib.Upload }));
  return sdkLoading;
}

/** Multipart parts: S3's minimum is 5 MiB; 8 MiB keeps a 100 MB upload at 13 parts. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Media files in an S3-compatible bucket. Writes stream through lib-storage's Upload (multipart
 * for large files, so a 100 MB video never sits in memory); reads stream the object's body.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  let clientReady: Promise<S3Client> | null = null;
  const sdkClient = async () => {
    const sdk = await loadSdk();
    clientReady ??= Promise.resolve(newClient(sdk.S3Client));
    return { sdk, client: await clientReady };
  };
  const newClient = (Client: typeof S3Client) => new Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    // Since 2025 the SDK adds CRC32 checksums to every upload by default, which several
    // S3-compatible services reject; only send them where the API requires one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  const keyPrefix = options.prefix ? options.prefix.replace(/^\/+/, "").replace(/\/*$/, "/") : "";
  const publicBase = options.publicUrl?.replace(/\/+$/, "");

  function objectKey(key: string): string {
    assertValidKey(key);
    return keyPrefix + key;
  }

  function describe(output: HeadObjectCommandOutput | GetObjectCommandOutput, size: number): StoredObject {
    return {
      size,
      etag: (output.ETag ?? "").replace(/^W\//, "").replace(/"/g, ""),
      contentType: output.ContentType ?? null,
      lastModified: output.LastModified ?? new Date(0),
    };
  }

  async function head(key: string): Promise<StoredObject | null> {
    const { sdk, client } = await sdkClient();
    try {
      const output = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return describe(output, output.ContentLength ?? 0);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: "s3",

    async put(key: string, body: Readable | Buffer, putOptions: PutOptions): Promise<{ size: number }> {
      const Key = objectKey(key);
      const { sdk, client } = await sdkClient();
      // S3 has no portable "create only"; keys are random (or deterministic variants of equal
      // content), so checking first is enough to never replace a stored file.
      if (await head(key)) {
        if (!Buffer.isBuffer(body)) body.resume();
        throw new StorageExistsError(key);
      }
      const counter = byteCounter(putOptions.maxBytes);
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // Errors of the source (an aborted upload) end the counter with the same error.
      source.on("error", (error) => counter.destroy(error));
      source.pipe(counter);
      const upload = new sdk.Upload({
        client,
        params: {
          Bucket,
          Key,
          Body: counter,
          ContentType: putOptions.contentType,
          CacheControl: putOptions.cacheControl ?? ASSET_CACHE_CONTROL,
        },
        partSize: PART_SIZE,
        queueSize: 4,
        // Aborts the multipart upload on failure, so no parts stay billed in the bucket.
        leavePartsOnError: false,
      });
      // The counter's error (limit, aborted source) ends Upload's read of the body: it then aborts
      // the multipart upload itself before done() rejects.
      let failure: unknown = null;
      counter.on("error", (error) => {
        failure = error;
      });
      try {
        await upload.done();
      } catch (error) {
        if (failure && error !== failure) logger().warn({ err: error, key }, "Abbruch des Multipart-Uploads im Bucket fehlgeschlagen");
        throw failure ?? error;
      }
      if (failure) {
        // The stream failed after its last part was sent: the object must not stay.
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
        throw failure;
      }
      return { size: counter.bytes };
    },

    stat: head,

    async get(key: string, range?: ByteRange) {
      let output: GetObjectCommandOutput;
      const { sdk, client } = await sdkClient();
      try {
        output = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
      const total = /\/(\d+)$/.exec(output.ContentRange ?? "")?.[1];
      const size = total !== undefined ? Number(total) : (output.ContentLength ?? 0);
      return { object: describe(output, size), body: output.Body as Readable };
    },

    async delete(key: string): Promise<void> {
      const { sdk, client } = await sdkClient();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async deletePrefix(prefix: string): Promise<void> {
      if (!prefix.endsWith("/")) throw new Error(`Präfix muss mit "/" enden: ${JSON.stringify(prefix)}`);
      const Prefix = objectKey(prefix.slice(0, -1)) + "/";
      const { sdk, client } = await sdkClient();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) {
          const result = await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
          if (result.Errors?.length) throw new Error(`Löschen im Bucket fehlgeschlagen: ${result.Errors.map((e) => `${e.Key}: ${e.Code}`).join(", ")}`);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async list(prefix: string): Promise<ListedObject[]> {
      if (!prefix.endsWith("/")) throw new Error(`Präfix muss mit "/" enden: ${JSON.stringify(prefix)}`);
      const Prefix = objectKey(prefix.slice(0, -1)) + "/";
      const listed: ListedObject[] = [];
      const { sdk, client } = await sdkClient();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) {
          if (!item.Key?.startsWith(keyPrefix)) continue;
          listed.push({ key: item.Key.slice(keyPrefix.length), size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },

    publicUrl(key: string): string | null {
      if (!publicBase) return null;
      return `${publicBase}/${objectKey(key).split("/").map(encodeURIComponent).join("/")}`;
    },
  };
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // HEAD answers carry no body, so a missing key is only "NotFound" there.
  return e.name === "NoSuchKey" || (e.name === "NotFound" && e.$metadata?.httpStatusCode === 404);
}
