import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertSafeKey, type FileStorage } from "./file-storage";

/** Where the S3-compatible backend lives (`S3_*` variables). */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs, needed by most self-hosted S3-compatible servers. */
  forcePathStyle: boolean;
}

/** S3-compatible object storage through the official AWS SDK (DESIGN §5); objects are private. */
export function s3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // A streamed upload is sent with its length, as a plain body: checksums only where an operation needs
    // one, since the SDK's default would send it aws-chunked with a trailing checksum, which S3-compatible
    // servers other than AWS (MinIO's older releases, s3rver) do not all decode.
    requestChecksumCalculation: "WHEN_REQUIRED",
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const Bucket = config.bucket;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async putStream(key, body, contentType) {
      assertSafeKey(key);
      // PutObject needs the length up front: the upload is spooled to a temporary file (disk, not memory),
      // then sent from it. The spool is removed either way.
      const spool = join(tmpdir(), `kaarya-upload-${randomUUID()}`);
      try {
        await pipeline(body, createWriteStream(spool, { mode: 0o600 }));
        const { size } = await stat(spool);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: contentType,
          }),
        );
        return size;
      } finally {
        await rm(spool, { force: true });
      }
    },
    async get(key) {
      assertSafeKey(key);
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!object.Body) throw new Error(`Empty object: ${key}`);
      return object.Body.transformToByteArray();
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
