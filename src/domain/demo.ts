import type { Role } from "./roles";

/** The shared demo password (DESIGN §3), printed at start-up and shown on the sign-in page. */
export const DEMO_PASSWORD = "Kaarya@Demo2025";

/** The four demo accounts (spec 1 §9, DESIGN §3); the client's e-mail is the seed's idempotency key. */
export const DEMO_ACCOUNTS: readonly { email: string; fullName: string; role: Role }[] = [
  { email: "client@demo.kaarya.in", fullName: "Demo Client", role: "client" },
  { email: "freelancer@demo.kaarya.in", fullName: "Demo Freelancer", role: "freelancer" },
  { email: "manager@demo.kaarya.in", fullName: "Demo Manager", role: "manager" },
  { email: "admin@demo.kaarya.in", fullName: "Demo Administrator", role: "administrator" },
];
