import { Writable } from "node:stream";

/** A pino destination for tests that keeps every line, parsed, and the raw text. */
export function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  let raw = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw += chunk;
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines, raw: () => raw };
}
