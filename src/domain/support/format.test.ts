import { describe, expect, it } from "vitest";
import { applyFormat, parseInline, parseMessage } from "./format";

const text = (t: string) => ({ type: "text", text: t });

describe("parseInline", () => {
  it("parses bold, italic (both markers) and code", () => {
    expect(parseInline("a **b** *c* _d_ `e`")).toEqual([
      text("a "),
      { type: "bold", children: [text("b")] },
      text(" "),
      { type: "italic", children: [text("c")] },
      text(" "),
      { type: "italic", children: [text("d")] },
      text(" "),
      { type: "code", text: "e" },
    ]);
  });

  it("nests emphasis but keeps code spans literal", () => {
    expect(parseInline("**bold _and italic_**")).toEqual([
      { type: "bold", children: [text("bold "), { type: "italic", children: [text("and italic")] }] },
    ]);
    expect(parseInline("`**not bold**`")).toEqual([{ type: "code", text: "**not bold**" }]);
  });

  it("leaves unclosed, spaced or intra-word markers as text", () => {
    expect(parseInline("2 * 3 * 4")).toEqual([text("2 * 3 * 4")]);
    expect(parseInline("**open")).toEqual([text("**open")]);
    expect(parseInline("snake_case_name")).toEqual([text("snake_case_name")]);
    expect(parseInline("a ` b")).toEqual([text("a ` b")]);
  });

  it("keeps HTML and script as plain text", () => {
    expect(parseInline('<script>alert("x")</script> <b>hi</b>')).toEqual([
      text('<script>alert("x")</script> <b>hi</b>'),
    ]);
  });

  it("turns newlines into breaks", () => {
    expect(parseInline("a\nb")).toEqual([text("a"), { type: "break" }, text("b")]);
  });
});

describe("parseMessage", () => {
  it("splits paragraphs, lists and fenced code", () => {
    const message = [
      "Intro line",
      "second line",
      "",
      "- one",
      "* **two**",
      "3. third",
      "4) fourth",
      "```js",
      "const a = 1;",
      "<img src=x onerror=alert(1)>",
      "```",
      "Bye",
    ].join("\n");
    expect(parseMessage(message)).toEqual([
      { type: "paragraph", children: [text("Intro line"), { type: "break" }, text("second line")] },
      { type: "bullets", items: [[text("one")], [{ type: "bold", children: [text("two")] }]] },
      { type: "numbered", start: 3, items: [[text("third")], [text("fourth")]] },
      { type: "code_block", text: "const a = 1;\n<img src=x onerror=alert(1)>" },
      { type: "paragraph", children: [text("Bye")] },
    ]);
  });

  it("runs an unclosed fence to the end and ignores blank lines", () => {
    expect(parseMessage("\n\n```\ncode\n\nmore")).toEqual([{ type: "code_block", text: "code\n\nmore" }]);
    expect(parseMessage("   ")).toEqual([]);
  });

  it("does not take an italic line for a bullet", () => {
    expect(parseMessage("*note*")).toEqual([
      { type: "paragraph", children: [{ type: "italic", children: [text("note")] }] },
    ]);
  });
});

describe("applyFormat", () => {
  const sel = (value: string, start: number, end = start) => ({ value, start, end });

  it("wraps the selection in inline markers and keeps it selected", () => {
    expect(applyFormat(sel("say hi now", 4, 6), "bold")).toEqual(sel("say **hi** now", 6, 8));
    expect(applyFormat(sel("say hi now", 4, 6), "italic")).toEqual(sel("say *hi* now", 5, 7));
    expect(applyFormat(sel("say hi now", 4, 6), "code")).toEqual(sel("say `hi` now", 5, 7));
  });

  it("puts the caret between empty markers", () => {
    expect(applyFormat(sel("", 0), "bold")).toEqual(sel("****", 2));
  });

  it("fences a code block on lines of its own", () => {
    expect(applyFormat(sel("see x=1 ok", 4, 7), "code_block")).toEqual(
      sel("see \n```\nx=1\n```\n ok", 9, 12),
    );
    expect(applyFormat(sel("", 0), "code_block")).toEqual(sel("```\n\n```", 4));
  });

  it("prefixes every touched line for lists", () => {
    const value = "intro\nalpha\nbeta\nend";
    expect(applyFormat(sel(value, 8, 14), "bullets")).toEqual(sel("intro\n- alpha\n- beta\nend", 6, 20));
    expect(applyFormat(sel(value, 8, 14), "numbered")).toEqual(sel("intro\n1. alpha\n2. beta\nend", 6, 22));
    expect(applyFormat(sel("", 0), "bullets")).toEqual(sel("- ", 2));
  });

  it("produces text that parses back into the format", () => {
    const bulleted = applyFormat(sel("a\nb", 0, 3), "bullets").value;
    expect(parseMessage(bulleted)).toEqual([{ type: "bullets", items: [[text("a")], [text("b")]] }]);
    const fenced = applyFormat(sel("x", 0, 1), "code_block").value;
    expect(parseMessage(fenced)).toEqual([{ type: "code_block", text: "x" }]);
  });
});
