import { describe, expect, it } from "vitest";
import { type CandidateProfile, evaluateCandidate } from "./evaluation";

const noLinks = { resume: null, github: null, linkedin: null, portfolio: null, twitter: null };
const base: CandidateProfile = {
  skills: ["React", "Node.js", "PostgreSQL"],
  experienceYears: 2,
  bio: "x".repeat(50),
  links: noLinks,
  resumeText: null,
};

describe("evaluateCandidate (spec 3 §9 local fallback evaluation)", () => {
  it("approves when all three criteria are met, exactly at each boundary", () => {
    expect(evaluateCandidate(base).recommendation).toBe("approved");
  });

  it("needs training with skills and experience, or skills and bio", () => {
    expect(evaluateCandidate({ ...base, bio: "x".repeat(49) }).recommendation).toBe("needs_training");
    expect(evaluateCandidate({ ...base, experienceYears: 1 }).recommendation).toBe("needs_training");
  });

  it("rejects experience and bio without enough skills, and any single criterion", () => {
    expect(evaluateCandidate({ ...base, skills: ["React", "Node.js"] }).recommendation).toBe("rejected");
    expect(evaluateCandidate({ ...base, experienceYears: 1, bio: "short" }).recommendation).toBe("rejected");
    expect(evaluateCandidate({ ...base, skills: ["React"], bio: "short" }).recommendation).toBe("rejected");
  });

  it("trims the bio and ignores blank skills", () => {
    const padded = { ...base, bio: `   ${"x".repeat(49)}   `, skills: ["React", " ", "Node.js", "SQL"] };
    expect(evaluateCandidate(padded).recommendation).toBe("needs_training");
    expect(evaluateCandidate({ ...base, skills: ["React", "", "Node.js"] }).recommendation).toBe("rejected");
  });

  it("summarises the skills, links and résumé, and explains each criterion", () => {
    const result = evaluateCandidate({
      ...base,
      links: { ...noLinks, github: "https://github.com/asha", linkedin: "https://linkedin.com/in/asha" },
      resumeText: "Senior engineer. Built React apps and PostgreSQL schemas for five years.",
    });
    expect(result.summary).toBe(
      "3 skills (React, Node.js, PostgreSQL), 2 years of experience. Links given: GitHub, LinkedIn. " +
        "Uploaded résumé: about 11 words; it mentions React, PostgreSQL.",
    );
    expect(result.reasoning).toBe(
      "Skills: 3 of at least 3 (met). Experience: 2 of at least 2 years (met). Bio: 50 of at least 50 characters (met).",
    );
  });
});
