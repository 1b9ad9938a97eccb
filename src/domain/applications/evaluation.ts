/**
 * The built-in evaluation of a freelancer application (spec 3 §4, §9 "Local fallback evaluation"), used
 * when no AI provider is configured or it fails. Pure: no I/O.
 *
 * @module
 */

/** Thresholds of the local evaluation (spec 3 §9). */
export const EVALUATION_RULES = { minSkills: 3, minExperienceYears: 2, minBioLength: 50 } as const;

/** What an evaluation recommends (spec 3 §3 ai_recommendation; needs_interview comes only from the AI). */
export type Recommendation = "approved" | "needs_training" | "rejected" | "needs_interview";

/** The parts of an application the evaluation reads. */
export interface CandidateProfile {
  /** Skill names, already split and trimmed. */
  skills: readonly string[];
  experienceYears: number;
  bio: string;
  /** Links given, by kind; missing ones are null. */
  links: {
    resume: string | null;
    github: string | null;
    linkedin: string | null;
    portfolio: string | null;
    twitter: string | null;
  };
  /** Text extracted from an uploaded résumé, if any. */
  resumeText: string | null;
}

/** An evaluation's outcome, stored on the application with its time. */
export interface CandidateEvaluation {
  recommendation: Recommendation;
  /** A few sentences for the reviewer. */
  summary: string;
  /** Why the recommendation, criterion by criterion. */
  reasoning: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The local rule (spec 3 §9): skills at least 3, experience at least 2 years, bio at least 50 characters
 * (trimmed). All three met: approved; skills with experience, or skills with bio: needs_training; anything
 * else (including experience with bio but too few skills): rejected. The summary says what was found in the
 * application, its links and the résumé text, so a reviewer can read it without opening everything.
 */
export function evaluateCandidate(candidate: CandidateProfile): CandidateEvaluation {
  const skills = candidate.skills.filter((s) => s.trim() !== "");
  const bio = candidate.bio.trim();
  const skillsMet = skills.length >= EVALUATION_RULES.minSkills;
  const experienceMet = candidate.experienceYears >= EVALUATION_RULES.minExperienceYears;
  const bioMet = bio.length >= EVALUATION_RULES.minBioLength;
  const recommendation: Recommendation =
    skillsMet && experienceMet && bioMet
      ? "approved"
      : skillsMet && (experienceMet || bioMet)
        ? "needs_training"
        : "rejected";

  const links = Object.entries(candidate.links)
    .filter(([, url]) => url)
    .map(([kind]) =>
      kind === "resume"
        ? "résumé link"
        : kind === "linkedin"
          ? "LinkedIn"
          : kind === "github"
            ? "GitHub"
            : kind,
    )
    .join(", ");
  const resumeWords = candidate.resumeText?.trim().split(/\s+/).filter(Boolean).length ?? 0;
  const mentioned = candidate.resumeText
    ? skills.filter((skill) => candidate.resumeText?.toLowerCase().includes(skill.toLowerCase()))
    : [];
  const summary = [
    `${plural(skills.length, "skill")}${skills.length ? ` (${skills.slice(0, 8).join(", ")})` : ""}, ${plural(candidate.experienceYears, "year")} of experience.`,
    links ? `Links given: ${links}.` : "No links given.",
    candidate.resumeText
      ? `Uploaded résumé: about ${plural(resumeWords, "word")}${mentioned.length ? `; it mentions ${mentioned.join(", ")}` : "; it names none of the listed skills"}.`
      : "No résumé text could be read.",
  ].join(" ");
  const reasoning = [
    `Skills: ${skills.length} of at least ${EVALUATION_RULES.minSkills} (${skillsMet ? "met" : "not met"}).`,
    `Experience: ${candidate.experienceYears} of at least ${EVALUATION_RULES.minExperienceYears} years (${experienceMet ? "met" : "not met"}).`,
    `Bio: ${bio.length} of at least ${EVALUATION_RULES.minBioLength} characters (${bioMet ? "met" : "not met"}).`,
  ].join(" ");
  return { recommendation, summary, reasoning };
}
