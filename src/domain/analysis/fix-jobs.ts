/**
 * Fix jobs (issue 17 §1, decision 0025): an IT brief with fixes that asks for nothing new, its problems listed line by
 * line, said clause by clause, or mixed with new links; the parts its lines name are fixed, not built.
 *
 * @module
 */
import { isCount } from "./brief-numbers";
import { ADDS_WORK, FIXED_PARTS, LIST_LINE, UPKEEP } from "./deliverable-context";
import type { DeliverableKind } from "./deliverable-kinds";
import type { Deliverable, NotEstimated } from "./schema";

/**
 * A list line naming a problem or an upkeep chore: "App crashes on Android 14", "gallery page takes like 20 sec to
 * load", "PDF link gives 404", "Update WordPress core", "Setup daily backup".
 */
const PROBLEM_LINE =
  /\b(?:crash\w*|not (?:coming|working|opening|sending|loading|showing|saving|updating|visible|receiving|getting|secure)|doesn'?t|does not|does nothing|invalid|isn't|won'?t|can'?t|cannot|dont|don't|wrong|incorrect|broken|breaks?|errors?|fail\w*|slow|hacked|malware|spam|warnings?|pending|blank|missing|stuck|bugs?|issues?|problems?|fix\w*|updat\w*|upgrad\w*|remov\w*|clean\w*|restor\w*|backups?|score|outdated|overlap\w*|404|takes? (?:like |about |around |over )?\d+(?:\s*[-–]\s*\d+)? ?(?:s|secs?|seconds?|mins?|minutes?)|shows? (?:old|past|wrong|blank|an? error|the old))\b/;
/** Upkeep asked in a clause of its own: "harden security", "improve pagespeed", "optimise images". */
const CHORE =
  /\b(?:harden\w*|improv\w+ (?:the )?(?:page ?speed|speed|performance|score)|optimi[sz]\w*|speed up)\b/;
/** A fixed app released to its stores: "upload to Play Store", "a new build to both stores", "TestFlight". */
const STORE_RELEASE = /\b(?:play ?store|app ?store|google play|both stores|testflight)\b/;
/** A build uploaded to the stores, a release: not new work. */
const RELEASE =
  /\bnew (?:builds?|releases?|versions? (?:to|on|in) (?:the |both )?(?:stores?|play store|app store))\b/g;

/** A sentence about work for another time: "Maybe later a redesign but now just fix these", "app in phase 2". */
const DEFERRED = /[^.!?\n]*\b(?:later|phase (?:2|two|ii)|in (?:the )?future|next year)\b[^.!?\n]*/g;

/**
 * An IT brief with fixes that asks for nothing new is a fix job: the site, payments or forms it names are what
 * is fixed, not built; its listed lines ("1. receipts show the wrong year") are the fixes, counted, rather
 * than requests left unestimated. Changes `notEstimated` in place.
 *
 * @returns the deliverables to plan.
 */
export function readFixJob(
  deliverables: Deliverable[],
  notEstimated: NotEstimated[],
  brief: { body: string; whole: string; sentences: readonly string[]; problemSentences: number },
): Deliverable[] {
  const fixes = deliverables.find((d) => d.kind === "maintenance");
  if (!fixes || deliverables.some((d) => d.category !== "it_services")) return deliverables;
  const lines = brief.body.split("\n").filter((line) => LIST_LINE.test(line));
  // Items in a line: "(a) receipts …, (b) …", "has some problems: 1) cart page is blank, 2) …".
  const inline = brief.body.match(/(?:^|[\s,;:])(?:\([a-h]\)|\(?[1-9]\))\s/gm) ?? [];
  const listed = Math.max(lines.length, inline.length);
  // "Please fix all 7" over seven listed lines, or a list of problems and chores ("• Mobile menu not opening on
  // iPhone", "• Setup daily backup"): every line is a fix, "add the new partner's profile" too; only new work
  // asked for outside them makes it more than a fix job ("a new build uploaded to both stores" is a release).
  const allListedFixed =
    lines.length >= 2 &&
    (fixes.assumed
      ? lines.filter((line) => PROBLEM_LINE.test(line.toLowerCase())).length * 2 > lines.length
      : lines.length === fixes.quantity);
  const outsideList = allListedFixed
    ? brief.whole
        .split("\n")
        .filter((line) => !LIST_LINE.test(line))
        .join("\n")
    : brief.whole;
  if (ADDS_WORK.test(outsideList.replace(RELEASE, "").replace(DEFERRED, ""))) {
    // "New theme …, AMP and speed optimisation": upkeep beside new work is one chore, not a list of defects.
    if (fixes.assumed && UPKEEP.test(fixes.title)) Object.assign(fixes, { quantity: 1, assumed: false });
    return deliverables;
  }
  // "1) Orders auto-pushed to Shiprocket …, 2) WhatsApp message on …, 3) The track order page is broken": lines that
  // name no problem and ask for a part are new work beside the fixes; only the problem lines are fixes.
  const asked = lines.filter((line) => !PROBLEM_LINE.test(line.toLowerCase()));
  const fromLine = (d: Deliverable, among: string[]) =>
    d.source.trim() !== "" && among.some((line) => line.includes(d.source.trim()));
  const newParts = deliverables.filter(
    (d) => FIXED_PARTS.has(d.kind as DeliverableKind) && fromLine(d, asked),
  );
  if (fixes.assumed && newParts.length > 0 && asked.length < lines.length) {
    Object.assign(fixes, { quantity: lines.length - asked.length, assumed: false });
    return deliverables.filter((d) => !FIXED_PARTS.has(d.kind as DeliverableKind) || newParts.includes(d));
  }
  // Without a count, each listed line, else each clause naming a problem ("need malware cleanup asap, update wp +
  // plugins, … improve pagespeed"), at least each sentence naming one, is one fix.
  const clauses = brief.sentences
    .flatMap((sentence) => sentence.toLowerCase().split(/[,;]|\band (?:also )?/))
    // "… fix chahiye" asks for the fixes; only clauses naming a problem or a chore count one.
    .filter((clause) => PROBLEM_LINE.test(clause.replace(/\bfix\w*/g, "")) || CHORE.test(clause)).length;
  const problems = listed >= 2 ? listed : Math.max(brief.problemSentences, clauses);
  if (fixes.assumed && problems >= 1 && isCount(problems)) {
    fixes.quantity = problems;
    fixes.assumed = false;
  }
  // "A new build uploaded to both stores": the fixed app goes out to each store it is in.
  if (STORE_RELEASE.test(brief.whole))
    fixes.variants =
      /\bandroid\b|play ?store/.test(brief.whole) && /\b(?:ios|iphone)\b|app ?store/.test(brief.whole)
        ? 2
        : 1;
  for (let i = notEstimated.length - 1; i >= 0; i--)
    if (lines.some((line) => line.includes(notEstimated[i].text))) notEstimated.splice(i, 1);
  return deliverables.filter((d) => !FIXED_PARTS.has(d.kind as DeliverableKind));
}

/** A web app read from a rewrite of the client's software: "Rewrite the existing system in Laravel". */
const REWRITE = /\b(?:rewrit|rebuil|redevelop)\w*/i;

/**
 * A brief that rewrites the client's software gives the old one's problems as the reason ("Our 2012 PHP tool breaks
 * on PHP 8. Rewrite it in React"): fixes it does not count are not asked for.
 *
 * @returns `deliverables` without an uncounted maintenance deliverable when one is such a rewrite.
 */
export function withoutRewriteReasons(deliverables: Deliverable[]): Deliverable[] {
  const rewrite = deliverables.some((d) => d.kind === "web_app" && REWRITE.test(`${d.title} ${d.source}`));
  return rewrite ? deliverables.filter((d) => !(d.kind === "maintenance" && d.assumed)) : deliverables;
}
