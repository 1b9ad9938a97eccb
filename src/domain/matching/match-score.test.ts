import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type MatchCandidate, matchScore, normalizeSkill, rankMatches } from "./match-score";

const nobody = { skills: [] as string[], rating: 0, experienceYears: 0, successRate: 0 };

describe("normalizeSkill", () => {
  it("treats common spellings as one skill", () => {
    for (const s of ["React", "react", "React.js", "ReactJS", "React JS", "react-js"]) {
      expect(normalizeSkill(s), s).toBe("react");
    }
    expect(normalizeSkill("Node.js")).toBe(normalizeSkill("NodeJS"));
    expect(normalizeSkill("JS")).toBe(normalizeSkill("JavaScript"));
    expect(normalizeSkill("Postgres")).toBe(normalizeSkill("PostgreSQL"));
  });
  it("keeps different technologies apart", () => {
    expect(normalizeSkill("React Native")).not.toBe(normalizeSkill("React"));
    expect(normalizeSkill("Java")).not.toBe(normalizeSkill("JavaScript"));
    expect(normalizeSkill("C++")).not.toBe(normalizeSkill("C"));
    expect(normalizeSkill("C#")).not.toBe(normalizeSkill("C"));
    expect(normalizeSkill("constructor")).toBe("constructor");
  });
});

describe("matchScore weights (spec 2 §5)", () => {
  it("gives 50 points for full skill overlap", () => {
    const r = matchScore({
      requiredSkills: ["React", "Node.js"],
      freelancer: { ...nobody, skills: ["reactjs", "node"] },
    });
    expect(r.score).toBe(50);
  });

  it("scales skills by the fraction of required skills the freelancer has, case-insensitively", () => {
    const r = matchScore({
      requiredSkills: ["React", "Node.js", "PostgreSQL", "Docker"],
      freelancer: { ...nobody, skills: ["REACT.JS", "postgres"] },
    });
    expect(r.score).toBe(25);
    expect(r.reasoning).toContain("Matches 2 of 4 required skills (React, PostgreSQL)");
  });

  it("counts a required skill listed twice once", () => {
    const r = matchScore({
      requiredSkills: ["React", "ReactJS", "Go"],
      freelancer: { ...nobody, skills: ["React"] },
    });
    expect(r.score).toBe(25);
  });

  it("gives 25 points for a 5/5 rating, pro rata", () => {
    expect(matchScore({ requiredSkills: ["X"], freelancer: { ...nobody, rating: 5 } }).score).toBe(25);
    expect(matchScore({ requiredSkills: ["X"], freelancer: { ...nobody, rating: 4 } }).score).toBe(20);
  });

  it("gives 15 points for experience, capped at 10 years", () => {
    expect(matchScore({ requiredSkills: ["X"], freelancer: { ...nobody, experienceYears: 10 } }).score).toBe(
      15,
    );
    expect(matchScore({ requiredSkills: ["X"], freelancer: { ...nobody, experienceYears: 25 } }).score).toBe(
      15,
    );
    expect(matchScore({ requiredSkills: ["X"], freelancer: { ...nobody, experienceYears: 4 } }).score).toBe(
      6,
    );
  });

  it("gives 10 points for a 100% success rate, pro rata", () => {
    expect(matchScore({ requiredSkills: ["X"], freelancer: { ...nobody, successRate: 100 } }).score).toBe(10);
    expect(matchScore({ requiredSkills: ["X"], freelancer: { ...nobody, successRate: 50 } }).score).toBe(5);
  });

  it("adds the factors and rounds once", () => {
    const r = matchScore({
      requiredSkills: ["React", "Node", "AWS"],
      freelancer: { skills: ["React", "Node"], rating: 4.8, experienceYears: 7, successRate: 96 },
    });
    // 50·2/3 + 25·4.8/5 + 15·7/10 + 10·0.96 = 33.33 + 24 + 10.5 + 9.6 = 77.43
    expect(r.score).toBe(77);
  });

  it("scores a perfect freelancer 100 and nobody 0", () => {
    const perfect = { skills: ["A"], rating: 5, experienceYears: 10, successRate: 100 };
    expect(matchScore({ requiredSkills: ["A"], freelancer: perfect }).score).toBe(100);
    expect(matchScore({ requiredSkills: ["A"], freelancer: nobody }).score).toBe(0);
  });

  it("gives the neutral half of the skill points when no skills are required", () => {
    const r = matchScore({ requiredSkills: [], freelancer: { ...nobody, skills: ["Anything"] } });
    expect(r.score).toBe(25);
    expect(r.reasoning).toContain("No required skills listed");
  });

  it("clamps out-of-range and non-finite numbers", () => {
    const wild = { skills: [], rating: 9, experienceYears: -3, successRate: Number.NaN };
    expect(matchScore({ requiredSkills: ["X"], freelancer: wild }).score).toBe(25);
  });

  it("always returns an integer 0..100", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 5 }),
        fc.array(fc.string(), { maxLength: 5 }),
        fc.double(),
        fc.double(),
        fc.double(),
        (requiredSkills, skills, rating, experienceYears, successRate) => {
          const { score } = matchScore({
            requiredSkills,
            freelancer: { skills, rating, experienceYears, successRate },
          });
          expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        },
      ),
    );
  });
});

describe("labels (spec 2 §5)", () => {
  const labels = (f: Partial<typeof nobody>) =>
    matchScore({ requiredSkills: [], freelancer: { ...nobody, ...f } }).labels;

  it("labels rating at 4.5 and 4", () => {
    expect(labels({ rating: 4.5 })).toEqual(["Top Rated"]);
    expect(labels({ rating: 4.49 })).toEqual(["Highly Rated"]);
    expect(labels({ rating: 4 })).toEqual(["Highly Rated"]);
    expect(labels({ rating: 3.99 })).toEqual([]);
  });
  it("labels success rate at 90 and 80", () => {
    expect(labels({ successRate: 90 })).toEqual(["Excellent Track Record"]);
    expect(labels({ successRate: 80 })).toEqual(["Good Track Record"]);
    expect(labels({ successRate: 79.9 })).toEqual([]);
  });
  it("labels experience at 5 years", () => {
    expect(labels({ experienceYears: 5 })).toEqual(["Experienced"]);
    expect(labels({ experienceYears: 4.9 })).toEqual([]);
  });
  it("combines labels in the order rating, track record, experience", () => {
    expect(labels({ rating: 4.9, successRate: 97, experienceYears: 8 })).toEqual([
      "Top Rated",
      "Excellent Track Record",
      "Experienced",
    ]);
  });
});

describe("rankMatches", () => {
  const f = (id: string, over: Partial<MatchCandidate>): MatchCandidate & { name: string } => ({
    id,
    name: `F ${id}`,
    skills: [],
    rating: 0,
    experienceYears: 0,
    successRate: 0,
    ...over,
  });

  it("sorts by score, then rating, then id, and keeps caller fields", () => {
    const list = [
      f("c", { skills: ["React"], rating: 4 }), // 50 + 20 = 70
      f("b", { skills: ["React"], rating: 4 }), // 70, id tie-break before c
      f("a", { rating: 5, experienceYears: 10, successRate: 100 }), // 25 + 15 + 10 = 50
      f("d", { skills: ["React"], rating: 4.2, experienceYears: 0, successRate: 0 }), // 50 + 21 = 71
      f("e", { skills: ["React"], rating: 3, experienceYears: 2, successRate: 70 }), // 50+15+3+7 = 75
    ];
    const ranked = rankMatches(["React"], list);
    expect(ranked.map((m) => [m.freelancer.id, m.score])).toEqual([
      ["e", 75],
      ["d", 71],
      ["b", 70],
      ["c", 70],
      ["a", 50],
    ]);
    expect(ranked[0].freelancer.name).toBe("F e");
  });

  it("breaks equal scores by rating before id", () => {
    // Both 50: one by skills, one by rating/experience/success.
    const ranked = rankMatches(
      ["Go"],
      [f("a", { skills: ["Go"] }), f("z", { rating: 5, experienceYears: 10, successRate: 100 })],
    );
    expect(ranked.map((m) => m.freelancer.id)).toEqual(["z", "a"]);
  });

  it("returns at most 6 by default and honours a limit", () => {
    const many = Array.from({ length: 10 }, (_, i) => f(String(i), { rating: i / 2 }));
    expect(rankMatches([], many)).toHaveLength(6);
    expect(rankMatches([], many, 2).map((m) => m.freelancer.id)).toEqual(["9", "8"]);
    expect(rankMatches([], many, 0)).toEqual([]);
    expect(() => rankMatches([], many, -1)).toThrow(RangeError);
  });
});
