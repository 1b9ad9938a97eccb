import type { Role } from "@/domain/roles";

/** The signed-in user a request acts for, read from the session on every request. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
  profileCompleted: boolean;
}
