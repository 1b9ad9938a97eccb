import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { CORPUS_DIR, type JobPost, MAX_TEXT_CHARS, type PostLabel, splitPosts, toJsonl } from "./job-posts";

/**
 * `npx tsx src/server/cli/build-job-corpus.ts <raw-dir>`: assembles corpus/job-posts/{train,test}.jsonl
 * from the raw files of the sources below (docs/data/README.md names them with their licences).
 *
 * Source "upwork-2023" (github.com/databhav/Upwork_data_analysis, dataset/1_{1,3,6}_2023_general.csv):
 * Upwork job posts of 1, 3 and 6 January 2023 with Upwork's own occupation category and service
 * (`occupations_category_pref_label`, `occupations_oservice_pref_label`); the files carry titles, not
 * descriptions. Labels come only from {@link UPWORK_MAPPING}, never from our classifier.
 */

/** What a source category maps to: a label (and a family when unsupported), or `null` to leave the post out. */
type Target = { label: Exclude<PostLabel, "unsupported"> } | { label: "unsupported"; family: string } | null;

const it: Target = { label: "it_services" };
const writing: Target = { label: "content_creation" };
const design: Target = { label: "graphic_design" };
const out = (family: string): Target => ({ label: "unsupported", family });

/**
 * Upwork category → target, refined by service ("Category / Service") where the category mixes
 * kinds of work. Families: data, marketing, video, voice, assistance (virtual assistance, data entry,
 * transcription, customer support), business (accounting, legal, HR), research, physical (on-site),
 * plus translation and engineering, which the list does not name but Kaarya does not take.
 * `null`: the service fits no label cleanly (coaching, tutoring, project management, acting, music,
 * fashion and product design, tech support), so the post is left out rather than mislabelled.
 */
export const UPWORK_MAPPING: Record<string, Target> = {
  "Web, Mobile & Software Dev": it,
  "Web, Mobile & Software Dev / UX/UI Design": design, // spec 2 §1: UI mockups are graphic design
  "Web, Mobile & Software Dev / Mobile Design": design,
  "Web, Mobile & Software Dev / Prototyping": design,
  "Web, Mobile & Software Dev / Coding Tutoring": null,
  "Web, Mobile & Software Dev / Agile Leadership": null,
  "Web, Mobile & Software Dev / Scrum Leadership": null,
  "IT & Networking": it,
  Writing: writing,
  "Writing / Writing Tutoring": null,
  "Design & Creative": design,
  "Design & Creative / 2D Animation": out("video"),
  "Design & Creative / 3D Animation": out("video"),
  "Design & Creative / Motion Graphics": out("video"),
  "Design & Creative / Video Editing": out("video"),
  "Design & Creative / Video Production": out("video"),
  "Design & Creative / Videography": out("video"),
  "Design & Creative / Visual Effects": out("video"),
  "Design & Creative / Voice Talent": out("voice"),
  "Design & Creative / Audio Editing": out("voice"),
  "Design & Creative / Audio Production": out("voice"),
  "Design & Creative / Local Photography": out("physical"),
  "Design & Creative / Product Photography": out("physical"),
  "Design & Creative / Acting": null,
  "Design & Creative / Music Performance": null,
  "Design & Creative / Music Production": null,
  "Design & Creative / Singing": null,
  "Design & Creative / Songwriting & Music Composition": null,
  "Design & Creative / Fashion Design": null,
  "Design & Creative / Jewelry Design": null,
  "Design & Creative / Product & Industrial Design": null,
  "Design & Creative / AR/VR Design": null,
  "Sales & Marketing": out("marketing"),
  "Customer Service": out("assistance"),
  "Customer Service / Community Management": out("marketing"),
  "Customer Service / Tech Support": null,
  "Customer Service / IT Support": null,
  "Customer Service / Other Customer Service & Tech Support": null,
  "Admin Support": out("assistance"),
  "Admin Support / General Research Services": out("research"),
  "Admin Support / Market Research": out("research"),
  "Admin Support / Qualitative Research": out("research"),
  "Admin Support / Product Reviews": out("research"),
  "Admin Support / Web & Software Product Research": out("research"),
  "Data Science & Analytics": out("data"),
  "Accounting & Consulting": out("business"),
  "Accounting & Consulting / Career Coaching": null,
  "Accounting & Consulting / Personal Coaching": null,
  "Accounting & Consulting / Instructional Design": null,
  "Accounting & Consulting / Training & Development": null,
  Legal: out("business"),
  Translation: out("translation"),
  "Engineering & Architecture": out("engineering"),
};

/** Project-management services of Admin Support ("Digital Project Management", …) are left out too. */
const isProjectManagement = (service: string) => service.endsWith("Project Management");

function targetOf(category: string, service: string): Target {
  if (isProjectManagement(service)) return null;
  const exact = UPWORK_MAPPING[`${category} / ${service}`];
  if (exact !== undefined) return exact;
  const broad = UPWORK_MAPPING[category];
  if (broad === undefined) throw new Error(`No mapping for Upwork category "${category}"`);
  return broad;
}

const UPWORK_FILES = ["1_1_2023_general.csv", "1_3_2023_general.csv", "1_6_2023_general.csv"];

/** Decodes the few HTML entities Upwork leaves in titles ("&amp;"). */
const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

async function upworkPosts(rawDir: string): Promise<JobPost[]> {
  const seen = new Set<string>();
  const posts: JobPost[] = [];
  for (const file of UPWORK_FILES) {
    const rows: Record<string, string>[] = parse(await readFile(path.join(rawDir, file)), { columns: true });
    for (const row of rows) {
      const title = decodeEntities(row.title).replace(/\s+/g, " ").trim();
      const target = targetOf(row.occupations_category_pref_label, row.occupations_oservice_pref_label);
      if (seen.has(row.uid) || !target || title === "") continue;
      seen.add(row.uid);
      posts.push({
        id: `upwork-2023:${row.uid}`,
        source: "upwork-2023",
        title,
        text: title.slice(0, MAX_TEXT_CHARS),
        ...target,
      });
    }
  }
  return posts;
}

async function main() {
  const rawDir = process.argv[2];
  if (!rawDir) {
    console.error("Usage: npx tsx src/server/cli/build-job-corpus.ts <dir with the raw Upwork CSV files>");
    process.exit(2);
  }
  const posts = (await upworkPosts(rawDir)).sort((a, b) => (a.id < b.id ? -1 : 1));
  const { train, test } = splitPosts(posts);
  await writeFile(path.join(CORPUS_DIR, "train.jsonl"), toJsonl(train));
  await writeFile(path.join(CORPUS_DIR, "test.jsonl"), toJsonl(test));
  const counts = new Map<string, number>();
  for (const p of posts) counts.set(p.family ?? p.label, (counts.get(p.family ?? p.label) ?? 0) + 1);
  console.log(`${posts.length} posts: ${train.length} train, ${test.length} test`);
  console.log([...counts].map(([k, n]) => `${k} ${n}`).join(", "));
}

main();
