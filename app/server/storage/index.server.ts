import path from "node:path";
import type { Env } from "../env.server";
import { createLocalStorage } from "./local.server";
import { createS3Storage } from "./s3.server";
import type { Storage } from "./storage.server";

export type StorageEnv = Pick<
  Env,
  "DATA_DIR" | "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_FORCE_PATH_STYLE" | "S3_PUBLIC_URL"
>;

/** The bucket when S3_BUCKET is set, else the local disk under DATA_DIR/media. */
export function createStorage(env: StorageEnv): Storage {
  if (env.S3_BUCKET) {
    return createS3Storage({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(path.join(env.DATA_DIR, "media"));
}
