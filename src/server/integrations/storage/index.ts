import { join } from "node:path";
import type { Env } from "../../env";
import type { FileStorage } from "./file-storage";
import { localDiskStorage } from "./local-disk";
import { s3Storage } from "./s3";

export type { FileStorage } from "./file-storage";

/** The configured file storage: S3-compatible when `S3_BUCKET` is set, else `$DATA_DIR/files`. */
export function createStorage(env: Env): FileStorage {
  if (env.S3_BUCKET) {
    return s3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === "1",
    });
  }
  return localDiskStorage(join(env.DATA_DIR, "files"));
}
