import { mkdirSync, writeFileSync } from "node:fs";
import { recognize, recognizerInstalled, synthesize } from "../src/server/integrations/voice/speech";

/** Answers a candidate might give in the built-in interview (issue 6): spoken by flite, heard by pocketsphinx. */
const ANSWERS = [
  "I build websites with react and node",
  "I have three years of experience in web development",
  "I designed logos and brand guides for small businesses",
  "I write blog posts and technical articles about software",
  "I used postgres and express to build an online store",
  "My last project was a mobile app for a restaurant",
  "I work with figma and adobe illustrator every day",
  "I can finish a landing page in two weeks",
  "I tested the payment flow and fixed the bugs",
  "I managed social media campaigns for a clothing brand",
];

/** Word-level edit distance between a reference and a hypothesis (substitutions, insertions, deletions). */
function wordErrors(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const row = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const substitution = previous[j - 1] + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      row.push(Math.min(substitution, previous[j] + 1, row[j - 1] + 1));
    }
    previous = row;
  }
  return previous[hypothesis.length];
}

/**
 * `BENCH_ONLY=speech`: the built-in interviewer's speech path on synthesised answers — word error rate
 * (errors / reference words) and word accuracy (1 - WER) over ten interview answers, plus the time to
 * recognise a second of speech. Skipped when pocketsphinx is not installed.
 */
export async function benchSpeech() {
  if (!recognizerInstalled()) return void console.log("\nSpeech: pocketsphinx is not installed, skipped.");
  const rows: { spoken: string; heard: string; errors: number; words: number }[] = [];
  let audioSeconds = 0;
  let recogniseMs = 0;
  for (const spoken of ANSWERS) {
    const pcm = await synthesize(spoken);
    audioSeconds += pcm.length / 2 / 16_000;
    const start = performance.now();
    const heard = await recognize(pcm);
    recogniseMs += performance.now() - start;
    const reference = spoken.toLowerCase().split(" ");
    rows.push({
      spoken,
      heard,
      errors: wordErrors(reference, heard.split(" ").filter(Boolean)),
      words: reference.length,
    });
  }
  const errors = rows.reduce((sum, r) => sum + r.errors, 0);
  const words = rows.reduce((sum, r) => sum + r.words, 0);
  const result = {
    at: new Date().toISOString(),
    answers: rows.length,
    words,
    wordErrorRate: errors / words,
    wordAccuracy: 1 - errors / words,
    msPerSecondOfSpeech: recogniseMs / audioSeconds,
    rows,
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    `bench/results/speech-${result.at.replaceAll(":", "-")}.json`,
    JSON.stringify(result, null, 2),
  );
  console.log("\nSpeech (flite -> pocketsphinx), ten interview answers:");
  console.table(rows.map(({ spoken, heard, errors }) => ({ spoken, heard, errors })));
  console.log(
    `word error rate ${(result.wordErrorRate * 100).toFixed(1)}% (${errors} errors in ${words} words), word accuracy ${(result.wordAccuracy * 100).toFixed(1)}%, recognition ${result.msPerSecondOfSpeech.toFixed(0)} ms per second of speech`,
  );
}
