import type { Eligibility } from "@/domain/plans/eligibility";
import type { Actor } from "../../access/actor";
import { requireAccess } from "../../access/require-access";
import type { Deps } from "../../context";
import { clientEligibility } from "./client-eligibility";

/**
 * Whether the signed-in client may submit another project under their plan (spec 2 §5), for the
 * Create Project page; `submitProject` repeats the same check on the server.
 * @throws AppError forbidden for non-clients.
 */
export async function getEligibility({ deps, actor }: { deps: Deps; actor: Actor }): Promise<Eligibility> {
  requireAccess(actor, "plans.read_eligibility");
  return clientEligibility(deps.db, actor.id, deps.now());
}
