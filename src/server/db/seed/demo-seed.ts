import { eq, inArray } from "drizzle-orm";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@/domain/demo";
import type { Db, Tx } from "../client";
import { importReviewHistory } from "../freelancer-stats";
import { freelancers, profiles } from "../schema";
import { createFreelancer, createUser, type FreelancerSeed } from "./factories";

type SampleFreelancer = FreelancerSeed & { fullName: string; email: string };

const expert = (...names: string[]) => names.map((name) => ({ name, proficiency: "expert" as const }));
const advanced = (...names: string[]) => names.map((name) => ({ name, proficiency: "advanced" as const }));

/**
 * Six sample freelancers within spec 1 §9's ranges: hourly rates ₹65–85 (paise here), ratings 4.7–4.9,
 * 5–10 years, success rates 94–99%. Their skills span the three supported categories so every kind of
 * project finds matches. Rating, success rate and completed projects describe their earlier work, which
 * the seed imports as reviews (`importReviewHistory`); the figures shown are then derived from those
 * reviews, and the counts are chosen so they come out exactly as written here.
 */
export const SAMPLE_FREELANCERS: SampleFreelancer[] = [
  {
    fullName: "Aarav Sharma",
    email: "aarav.sharma@demo.kaarya.in",
    title: "Full-stack Web Developer",
    hourlyRate: 8500,
    experienceYears: 8,
    rating: 4.9,
    successRate: 98,
    completedProjects: 42,
    skills: [
      ...expert("React", "Node.js", "TypeScript"),
      ...advanced("PostgreSQL", "REST API", "HTML", "CSS"),
    ],
  },
  {
    fullName: "Priya Nair",
    email: "priya.nair@demo.kaarya.in",
    title: "Mobile App Developer",
    hourlyRate: 8000,
    experienceYears: 6,
    rating: 4.8,
    successRate: 96,
    completedProjects: 25,
    skills: [...expert("Flutter", "React Native"), ...advanced("Firebase", "REST API", "UI/UX Design")],
  },
  {
    fullName: "Rohan Mehta",
    email: "rohan.mehta@demo.kaarya.in",
    title: "WordPress & E-commerce Developer",
    hourlyRate: 6500,
    experienceYears: 5,
    rating: 4.7,
    successRate: 94,
    completedProjects: 33,
    skills: [...expert("WordPress", "PHP", "WooCommerce"), ...advanced("SEO", "HTML", "CSS", "JavaScript")],
  },
  {
    fullName: "Ananya Iyer",
    email: "ananya.iyer@demo.kaarya.in",
    title: "Content Writer & SEO Specialist",
    hourlyRate: 7000,
    experienceYears: 7,
    rating: 4.9,
    successRate: 99,
    completedProjects: 67,
    skills: [
      ...expert("Content Writing", "SEO Writing", "Copywriting"),
      ...advanced("Blog Writing", "Editing", "Technical Writing"),
    ],
  },
  {
    fullName: "Kabir Singh",
    email: "kabir.singh@demo.kaarya.in",
    title: "Brand & Graphic Designer",
    hourlyRate: 7500,
    experienceYears: 10,
    rating: 4.8,
    successRate: 97,
    completedProjects: 64,
    skills: [
      ...expert("Logo Design", "Branding", "Adobe Illustrator"),
      ...advanced("Figma", "Social Media Graphics", "Ad Creatives"),
    ],
  },
  {
    fullName: "Meera Joshi",
    email: "meera.joshi@demo.kaarya.in",
    title: "UI/UX Designer",
    hourlyRate: 7800,
    experienceYears: 6,
    rating: 4.7,
    successRate: 95,
    completedProjects: 40,
    skills: [
      ...expert("Figma", "UI/UX Design", "Wireframing"),
      ...advanced("Prototyping", "HTML", "CSS", "React"),
    ],
  },
];

/** The demo freelancer account's freelancer profile (spec 1 §9 ranges, like the samples). */
const DEMO_FREELANCER: FreelancerSeed = {
  title: "Frontend Developer",
  hourlyRate: 7000,
  experienceYears: 5,
  rating: 4.7,
  successRate: 94,
  completedProjects: 17,
  skills: [...advanced("React", "JavaScript", "HTML", "CSS")],
};

/**
 * Imports the earlier work of the demo freelancer and the samples as reviews, for each of them that has
 * none imported yet (so also on a database seeded before reviews existed); their figures are then derived.
 */
async function importSeededHistory(tx: Tx): Promise<void> {
  const demoFreelancer = DEMO_ACCOUNTS.find((account) => account.role === "freelancer");
  const histories = new Map<string, FreelancerSeed>(SAMPLE_FREELANCERS.map((s) => [s.email, s]));
  if (demoFreelancer) histories.set(demoFreelancer.email, DEMO_FREELANCER);
  const rows = await tx
    .select({ id: freelancers.id, email: profiles.email })
    .from(freelancers)
    .innerJoin(profiles, eq(profiles.id, freelancers.userId))
    .where(inArray(profiles.email, [...histories.keys()]));
  for (const row of rows) {
    const seed = histories.get(row.email);
    if (seed) await importReviewHistory(tx, row.id, seed);
  }
}

/**
 * Creates the demo accounts and the sample freelancers, in one transaction, when the demo client does not
 * exist (spec 1 §4 "Demo seeding"), so it is safe to run on every start and on a database with other data.
 * Either way the seeded freelancers' history is imported as reviews once (`importSeededHistory`).
 * @returns true when it seeded, false when the demo data was already there.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const [existing] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, DEMO_ACCOUNTS[0].email));
  if (existing) {
    await db.transaction(importSeededHistory);
    return false;
  }
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) {
      const id = await createUser(tx, { ...account, password: DEMO_PASSWORD });
      if (account.role === "freelancer") await createFreelancer(tx, id, DEMO_FREELANCER);
    }
    for (const sample of SAMPLE_FREELANCERS) {
      const id = await createUser(tx, {
        email: sample.email,
        fullName: sample.fullName,
        role: "freelancer",
        password: DEMO_PASSWORD,
      });
      await createFreelancer(tx, id, sample);
    }
    await importSeededHistory(tx);
  });
  return true;
}
