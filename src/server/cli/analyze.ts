import { readFile } from "node:fs/promises";
import { analyzeBrief, briefSchema } from "@/domain/analysis";

/**
 * `npm run analyze -- brief.txt`: prints the built-in analysis of a brief as JSON. The file is either JSON
 * ({ title, description, requirements?, budgetMax?, deadline? }) or plain text whose first non-empty line is
 * the title and the rest the description.
 */
async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run analyze -- <brief.txt|brief.json>");
    process.exit(2);
  }
  const text = await readFile(file, "utf8");
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const [title = "", ...rest] = text.trim().split(/\r?\n/);
    raw = { title: title.trim(), description: rest.join("\n").trim() || title.trim() };
  }
  const brief = briefSchema.safeParse(raw);
  if (!brief.success) {
    console.error(brief.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
    process.exit(1);
  }
  console.log(JSON.stringify(analyzeBrief(brief.data, { today: new Date() }), null, 2));
}

main();
