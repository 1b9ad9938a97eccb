/**
 * Subscription plans and whether a client may have another accepted project
 * (spec 1 §1, §9; spec 2 §5 "Project eligibility", §8, §9).
 *
 * @module
 */
import { subYears } from "date-fns";
import { z } from "zod";
import {
  FREE_DELIVERY_THRESHOLD_PAISE,
  PLAN_PRICES_PAISE,
  PLAN_PROJECT_LIMITS,
  SUBSCRIPTION_TERM_YEARS,
} from "../constants";
import { assertPaise, type Paise } from "../money";

/** Subscription types stored on the profile (spec 1 §3), default free. */
export const SUBSCRIPTION_TYPES = ["free", "pro", "enterprise"] as const;
/** A subscription type (spec 1 §3). */
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
/** Zod enum of {@link SUBSCRIPTION_TYPES}. */
export const subscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);
/** Paid plans a client can buy (spec 1 §2 plan modal: the free card only closes the modal). */
export const PAID_PLANS = ["pro", "enterprise"] as const satisfies readonly SubscriptionType[];
/** A plan that costs money. */
export type PaidPlan = (typeof PAID_PLANS)[number];

/** Error text when a free client is at the limit (spec 2 §8 "Free limit"). */
export const FREE_LIMIT_MESSAGE =
  "Free users can only have 1 accepted project. Upgrade to Pro to accept up to 5 projects!";
/** Error text when a pro client is at the limit (spec 2 §8 "Pro limit"). */
export const PRO_LIMIT_MESSAGE =
  "You have reached your limit of 5 accepted projects for the current subscription period. Upgrade to Enterprise for unlimited projects!";

/**
 * Display label of a plan (spec 1 §9): "Pro Plan", "Enterprise Plan", "Free Plan", else
 * "Subscription". Takes any string because payment rows may carry other values.
 *
 * @param subscriptionType - a plan name as stored.
 */
export function planLabel(subscriptionType: string): string {
  switch (subscriptionType) {
    case "pro":
      return "Pro Plan";
    case "enterprise":
      return "Enterprise Plan";
    case "free":
      return "Free Plan";
    default:
      return "Subscription";
  }
}

/**
 * Price of a plan for one year, in paise (spec 1 §9): free 0, pro 10 000 (₹100), enterprise
 * 1 000 000 (₹10,000).
 *
 * @param plan - a subscription type.
 */
export function planPricePaise(plan: SubscriptionType): Paise {
  return PLAN_PRICES_PAISE[plan];
}

/**
 * The plan whose rules apply at `now`. A paid plan whose `subscriptionExpiresAt` is at or before
 * `now` has lapsed and is treated as free: the client paid for a year, and the year is over.
 * A paid plan without an expiry date keeps its plan (the spec's "lifetime" reading of pro; also
 * staff-granted plans).
 *
 * @param subscriptionType - the stored plan.
 * @param subscriptionExpiresAt - the stored expiry, or null.
 * @param now - the current instant.
 */
export function effectivePlan(
  subscriptionType: SubscriptionType,
  subscriptionExpiresAt: Date | null,
  now: Date,
): SubscriptionType {
  if (subscriptionType === "free") return "free";
  if (subscriptionExpiresAt !== null && subscriptionExpiresAt.getTime() <= now.getTime()) return "free";
  return subscriptionType;
}

/** Input of {@link projectEligibility}. */
export interface EligibilityInput {
  subscriptionType: SubscriptionType;
  subscriptionExpiresAt: Date | null;
  /**
   * The client's accepted projects (status phase > 2, see `isAccepted`), with the instant each
   * became accepted. The caller filters; this module only counts.
   */
  acceptedProjects: readonly { acceptedAt: Date }[];
  now: Date;
}

/** Result of {@link projectEligibility}. */
export interface Eligibility {
  /** Whether the client may have one more accepted project. */
  eligible: boolean;
  /** Why not: the limit of the effective plan that was hit; null when eligible. */
  reason: "free_limit" | "pro_limit" | null;
  /** The spec 2 §8 text for `reason`; null when eligible. */
  message: string | null;
  /** The plan whose rules were applied (see {@link effectivePlan}). */
  plan: SubscriptionType;
  /** Accepted projects counted against the limit. */
  used: number;
  /** The limit of `plan`; null for unlimited. */
  limit: number | null;
}

/**
 * Whether a client may submit/have another accepted project (spec 2 §5 "Project eligibility"):
 * - free: at most 1 accepted project in total;
 * - pro: at most 5 accepted within the current subscription year, which runs from one year
 *   before `subscriptionExpiresAt` (projects accepted before that start do not count; without an
 *   expiry date every accepted project counts);
 * - enterprise: unlimited.
 * A lapsed paid plan counts as free (see {@link effectivePlan}), so a client whose pro year
 * ended with one or more accepted projects must renew before the next.
 *
 * @param input - plan, expiry, accepted projects with their acceptance instants, `now`.
 * @returns eligibility, reason and spec 2 §8 message, plus the plan applied and usage.
 */
export function projectEligibility(input: EligibilityInput): Eligibility {
  const { subscriptionType, subscriptionExpiresAt, acceptedProjects, now } = input;
  const plan = effectivePlan(subscriptionType, subscriptionExpiresAt, now);

  if (plan === "enterprise") {
    return {
      eligible: true,
      reason: null,
      message: null,
      plan,
      used: acceptedProjects.length,
      limit: null,
    };
  }

  if (plan === "free") {
    const used = acceptedProjects.length;
    const limit = PLAN_PROJECT_LIMITS.free;
    const eligible = used < limit;
    return {
      eligible,
      reason: eligible ? null : "free_limit",
      message: eligible ? null : FREE_LIMIT_MESSAGE,
      plan,
      used,
      limit,
    };
  }

  const periodStart =
    subscriptionExpiresAt === null ? null : subYears(subscriptionExpiresAt, SUBSCRIPTION_TERM_YEARS);
  const used = acceptedProjects.filter(
    (project) => periodStart === null || project.acceptedAt.getTime() >= periodStart.getTime(),
  ).length;
  const limit = PLAN_PROJECT_LIMITS.pro;
  const eligible = used < limit;
  return {
    eligible,
    reason: eligible ? null : "pro_limit",
    message: eligible ? null : PRO_LIMIT_MESSAGE,
    plan,
    used,
    limit,
  };
}

/**
 * What staff are told when accepting a project would take its client past their plan's limit (issue 19
 * item 2; spec 2 §5 "Project eligibility"): the plan, its limit, how many are already accepted and the
 * plan the client must move to, e.g. "The client's Free Plan allows 1 accepted project and 1 is already
 * accepted. The client must upgrade to Pro before another project can be accepted."
 *
 * @param eligibility - the client's eligibility from {@link projectEligibility}.
 * @returns the text, or null when the client may have another accepted project.
 */
export function acceptanceLimitMessage(eligibility: Eligibility): string | null {
  if (eligibility.eligible || eligibility.limit === null) return null;
  const { plan, limit, used } = eligibility;
  const projects = limit === 1 ? "project" : "projects";
  const period = plan === "pro" ? " in the current subscription year" : "";
  const next = plan === "free" ? "Pro" : "Enterprise";
  return (
    `The client's ${planLabel(plan)} allows ${limit} accepted ${projects}${period} and ${used} ` +
    `${used === 1 ? "is" : "are"} already accepted. The client must upgrade to ${next} before another ` +
    "project can be accepted."
  );
}

/**
 * Whether a free client's first project is also delivered free (spec 1 §1, spec 2 §1, §9): its
 * final budget is under ₹10,000 (strictly below 1 000 000 paise). Whether it is the client's
 * first project and whether the client is on the free plan are the caller's checks.
 *
 * @param finalBudgetPaise - the project's final budget in paise.
 * @throws {RangeError} when the budget is not a whole number of paise.
 */
export function qualifiesForFreeDelivery(finalBudgetPaise: Paise): boolean {
  assertPaise(finalBudgetPaise, "finalBudgetPaise");
  return finalBudgetPaise < FREE_DELIVERY_THRESHOLD_PAISE;
}
