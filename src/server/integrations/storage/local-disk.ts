import { constants, createWriteStream } from "node:fs";
import { access, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, type FileStorage } from "./file-storage";

/** Files on local disk under `root` (`$DATA_DIR/files`), the embedded default (DESIGN §5). */
export function localDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(base, key);
  };
  return {
    kind: "local",
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async putStream(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const file = createWriteStream(path);
      try {
        await pipeline(body, file);
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return file.bytesWritten;
    },
    async get(key) {
      return new Uint8Array(await readFile(pathOf(key)));
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.R_OK | constants.W_OK);
    },
  };
}
