/**
 * The chat formatting of the support widget (spec 1 §2: bold, italic, code, code block, bullet, numbered):
 * markdown-like markers parsed into a small tree that the web app renders as React elements. Nothing is
 * ever parsed as HTML, so `<script>` in a message stays text. Links, images and headings are deliberately
 * not supported: an image would make the widget load a URL, and the spec lists only these six formats.
 *
 * Markers: `**bold**`, `*italic*` or `_italic_`, `` `code` ``, a fenced block between two lines of
 * three backticks, bullet lines starting "- " or "* ", numbered lines starting "1. " (or "1) ").
 *
 * @module
 */

/** A run of inline content. */
export type Inline =
  | { type: "text"; text: string }
  | { type: "bold"; children: Inline[] }
  | { type: "italic"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "break" };

/** A block of a message. `start` is the first number of a numbered list. */
export type Block =
  | { type: "paragraph"; children: Inline[] }
  | { type: "code_block"; text: string }
  | { type: "bullets"; items: Inline[][] }
  | { type: "numbered"; start: number; items: Inline[][] };

/** The toolbar's formats. */
export type Format = "bold" | "italic" | "code" | "code_block" | "bullets" | "numbered";

const FENCE = /^\s*```/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/**
 * Where the emphasis opened by `marker` at `from` closes, or -1. An opener must be followed by a
 * non-space, a closer preceded by one; `_` must not sit inside a word (snake_case stays text).
 */
function findCloser(text: string, from: number, marker: string): number {
  const after = from + marker.length;
  if (!text[after] || /\s/.test(text[after])) return -1;
  if (marker === "_" && isWordChar(text[from - 1])) return -1;
  for (let i = text.indexOf(marker, after + 1); i !== -1; i = text.indexOf(marker, i + 1)) {
    const single = marker.length === 1;
    const doubled = single && (text[i + 1] === marker || text[i - 1] === marker);
    if (doubled || /\s/.test(text[i - 1])) continue;
    if (marker === "_" && isWordChar(text[i + 1])) continue;
    return i;
  }
  return -1;
}

/** Parses one line (or a paragraph's lines) of inline markers. Unclosed markers stay as text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) out.push({ type: "text", text: plain });
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "\n") {
      flush();
      out.push({ type: "break" });
      i += 1;
      continue;
    }
    if (ch === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: "code", text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    const marker = text.startsWith("**", i) ? "**" : ch === "*" || ch === "_" ? ch : null;
    if (marker) {
      const end = findCloser(text, i, marker);
      if (end !== -1) {
        flush();
        const children = parseInline(text.slice(i + marker.length, end));
        out.push(marker === "**" ? { type: "bold", children } : { type: "italic", children });
        i = end + marker.length;
        continue;
      }
      plain += marker;
      i += marker.length;
      continue;
    }
    plain += ch;
    i += 1;
  }
  flush();
  return out;
}

/** Parses a whole message into blocks: fenced code, bullet and numbered lists, paragraphs. */
export function parseMessage(text: string): Block[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (FENCE.test(line)) {
      const close = lines.findIndex((l, j) => j > i && FENCE.test(l));
      const end = close === -1 ? lines.length : close;
      blocks.push({ type: "code_block", text: lines.slice(i + 1, end).join("\n") });
      i = end + 1;
    } else if (BULLET.test(line)) {
      const items: Inline[][] = [];
      for (let m = BULLET.exec(lines[i] ?? ""); m; m = BULLET.exec(lines[++i] ?? "")) {
        items.push(parseInline(m[1]));
      }
      blocks.push({ type: "bullets", items });
    } else if (NUMBERED.test(line)) {
      const start = Number(NUMBERED.exec(line)?.[1]);
      const items: Inline[][] = [];
      for (let m = NUMBERED.exec(lines[i] ?? ""); m; m = NUMBERED.exec(lines[++i] ?? "")) {
        items.push(parseInline(m[2]));
      }
      blocks.push({ type: "numbered", start, items });
    } else if (line.trim() === "") {
      i += 1;
    } else {
      const paragraph: string[] = [];
      while (
        i < lines.length &&
        lines[i].trim() !== "" &&
        ![FENCE, BULLET, NUMBERED].some((re) => re.test(lines[i]))
      ) {
        paragraph.push(lines[i]);
        i += 1;
      }
      blocks.push({ type: "paragraph", children: parseInline(paragraph.join("\n")) });
    }
  }
  return blocks;
}

/** A text field's value and selection (character offsets, `start` <= `end`). */
export interface Edit {
  value: string;
  start: number;
  end: number;
}

const WRAP: Partial<Record<Format, string>> = { bold: "**", italic: "*", code: "`" };

/**
 * Applies a toolbar format to the selection of a text field and returns the new value and selection.
 * Inline formats wrap the selection in their markers (an empty selection gets the markers with the caret
 * between them); a code block fences the selection on lines of its own; lists prefix every selected line
 * ("- ", or "1. ", "2. " …) and select the changed lines (with no selection, the caret goes after them).
 */
export function applyFormat({ value, start, end }: Edit, format: Format): Edit {
  const marker = WRAP[format];
  const selected = value.slice(start, end);
  if (marker) {
    const next = value.slice(0, start) + marker + selected + marker + value.slice(end);
    return { value: next, start: start + marker.length, end: end + marker.length };
  }
  if (format === "code_block") {
    const before = start > 0 && value[start - 1] !== "\n" ? "\n" : "";
    const after = end < value.length && value[end] !== "\n" ? "\n" : "";
    const open = `${before}\`\`\`\n`;
    const next = `${value.slice(0, start)}${open}${selected}\n\`\`\`${after}${value.slice(end)}`;
    return { value: next, start: start + open.length, end: end + open.length };
  }
  const lineStart = value.lastIndexOf("\n", start - 1) + 1;
  const newline = value.indexOf("\n", end);
  const lineEnd = newline === -1 ? value.length : newline;
  const prefixed = value
    .slice(lineStart, lineEnd)
    .split("\n")
    .map((line, n) => `${format === "bullets" ? "-" : `${n + 1}.`} ${line}`)
    .join("\n");
  const next = value.slice(0, lineStart) + prefixed + value.slice(lineEnd);
  const changedEnd = lineStart + prefixed.length;
  return { value: next, start: start === end ? changedEnd : lineStart, end: changedEnd };
}
