/**
 * The client's payment schedule for a project: advance, milestone and final payments with due
 * dates and statuses (spec 2 §5 "Payment schedule rules", §3 "Payment schedule item", §9).
 *
 * The server computes every amount it charges from this schedule (DESIGN §5: the client never
 * tells the server an amount), so the schedule must always bill exactly the total task budget:
 * advance + Σ item amounts after adjustment = total.
 *
 * @module
 */
import {
  ADVANCE_FALLBACK_DAYS,
  ADVANCE_LEAD_DAYS,
  ADVANCE_PERCENT,
  FINAL_FALLBACK_DAYS,
  MILESTONE_FALLBACK_SPACING_DAYS,
  MILESTONE_GROUP_MAX,
  MILESTONE_GROUP_MIN,
} from "../constants";
import { addDaysToDate, assertDateString, businessToday, type DateString } from "../dates";
import { assertPaise, type Paise, percentOf, sumPaise } from "../money";

/** Kinds of project payment (spec 2 §4). `one_time` settles the whole project at once. */
export const PAYMENT_TYPES = ["advance", "milestone", "final", "one_time"] as const;
/** A project payment kind (spec 2 §4). */
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Project payment statuses (spec 2 §4). */
export const PAYMENT_STATUSES = ["success", "pending", "failed"] as const;
/** A project payment status (spec 2 §4). */
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Kinds of schedule item (spec 2 §3). */
export const SCHEDULE_ITEM_TYPES = ["advance", "milestone", "final"] as const;
/** A schedule item kind (spec 2 §3). */
export type ScheduleItemType = (typeof SCHEDULE_ITEM_TYPES)[number];

/** Schedule item statuses (spec 2 §4). */
export const SCHEDULE_ITEM_STATUSES = ["paid", "pending", "upcoming"] as const;
/** A schedule item status: paid, pending (the one to pay next) or upcoming (spec 2 §4). */
export type ScheduleItemStatus = (typeof SCHEDULE_ITEM_STATUSES)[number];

/** The task fields the schedule needs (spec 2 §3 `project_tasks`). */
export interface ScheduleTask {
  /** Task budget in paise (integer, >= 0). */
  estimatedBudget: Paise;
  /** "YYYY-MM-DD" or null. */
  startDate: DateString | null;
  /** "YYYY-MM-DD" or null. */
  dueDate: DateString | null;
  /** Milestone group 1..4, or null when the task belongs to no group. */
  milestoneGroup: number | null;
}

/** The payment fields the schedule needs (spec 2 §3 `project_payments`). */
export interface SchedulePayment {
  paymentType: PaymentType;
  /** The milestone group number for milestone payments, else null. */
  milestoneNumber: number | null;
  paymentStatus: PaymentStatus;
  /** What the payment charged, paise (the discounted amount when a coupon applied); for net paid. */
  amount?: Paise;
  discountedAmount?: Paise | null;
  /** Paise given back by the payment's processed refunds (issue 20 item 4); 0 or absent when none. */
  refundedPaise?: Paise;
}

/** One line of the payment schedule (spec 2 §3 "Payment schedule item"). */
export interface PaymentScheduleItem {
  type: ScheduleItemType;
  /** The milestone group number (1..4) for milestone items; null for advance and final. */
  milestoneNumber: number | null;
  /** Human-readable label, e.g. "Milestone 2 payment". */
  description: string;
  /** What the client pays for this item, in paise: `originalAmount - advanceAdjustment`. */
  amount: Paise;
  /** Paise before the advance deduction (the advance's own item: the advance amount). */
  originalAmount: Paise;
  /** Paise of the advance credited against this item (0 for the advance itself). */
  advanceAdjustment: Paise;
  /** "YYYY-MM-DD". */
  dueDate: DateString;
  status: ScheduleItemStatus;
  /** Paise refunded of the payment that paid this item (processed refunds; issue 20 item 4); only when > 0. */
  refunded?: Paise;
  /** What the payment that paid this item brought in net of `refunded`, paise; only when `refunded` is set. */
  netPaid?: Paise;
}

/** A project's payment schedule. */
export interface PaymentSchedule {
  /** Sum of all task budgets, in paise. */
  totalBudget: Paise;
  /** Advance, then milestone groups in ascending group number, then a final payment if any. */
  items: PaymentScheduleItem[];
  /** Paise of the pending items whose due date is today (IST) or earlier (spec 2 §5). */
  amountDueNow: Paise;
}

/** Input of {@link buildPaymentSchedule}. */
export interface PaymentScheduleInput {
  tasks: readonly ScheduleTask[];
  payments: readonly SchedulePayment[];
  /** The current instant; "today" is its calendar date in India (see `businessToday`). */
  now: Date;
}

function validateTask(task: ScheduleTask, index: number): void {
  assertPaise(task.estimatedBudget, `tasks[${index}].estimatedBudget`);
  if (task.estimatedBudget < 0) {
    throw new RangeError(`tasks[${index}].estimatedBudget must not be negative`);
  }
  if (task.startDate !== null) assertDateString(task.startDate, `tasks[${index}].startDate`);
  if (task.dueDate !== null) assertDateString(task.dueDate, `tasks[${index}].dueDate`);
  const group = task.milestoneGroup;
  if (
    group !== null &&
    (!Number.isInteger(group) || group < MILESTONE_GROUP_MIN || group > MILESTONE_GROUP_MAX)
  ) {
    throw new RangeError(
      `tasks[${index}].milestoneGroup must be ${MILESTONE_GROUP_MIN}..${MILESTONE_GROUP_MAX} or null, got ${group}`,
    );
  }
}

// "YYYY-MM-DD" strings order chronologically as plain strings, so no parsing is needed.
function latest(dates: readonly (DateString | null)[]): DateString | null {
  let result: DateString | null = null;
  for (const date of dates) if (date !== null && (result === null || date > result)) result = date;
  return result;
}

function earliest(dates: readonly (DateString | null)[]): DateString | null {
  let result: DateString | null = null;
  for (const date of dates) if (date !== null && (result === null || date < result)) result = date;
  return result;
}

type Draft = Omit<PaymentScheduleItem, "status">;

/**
 * Builds the payment schedule of a project (spec 2 §5 "Payment schedule rules").
 *
 * Rules, all amounts integer paise:
 * - Total = Σ task budgets. Advance = 20 % of the total rounded to the nearest paisa (the spec's
 *   "rounded to 2 decimals"). Due one day before the earliest task start date, else today + 7 days.
 * - With milestone groups (any task has a group): one milestone item per group present, in
 *   ascending group number; amount before adjustment = Σ its task budgets. The advance is
 *   credited against the earliest groups first until used up. Due at the group's latest task due
 *   date, else today + 15 days × the group's 1-based position among the groups present.
 * - Without groups: one final item = total − advance (shown as original total with the advance
 *   as its adjustment), due at the latest task due date, else today + 30 days.
 * - Statuses: the advance is paid when a successful advance payment exists, else pending.
 *   Every later item is paid when a successful payment for it exists (milestone with its number;
 *   final), or when the advance covered it entirely and the advance is paid. Of the rest, the
 *   first is pending and later ones upcoming — but while the advance is unpaid, the advance is
 *   the only pending item (work and billing start with the advance).
 * - A successful `one_time` payment settles every item.
 * - Amount due now = Σ amounts of pending items due today or earlier (IST calendar date).
 *
 * Decisions the spec leaves open:
 * - Ungrouped tasks when other tasks have groups: their budget is billed as a final item after
 *   the milestones (also receiving any advance left over), due at the latest task due date of
 *   the project, else today + 30 days, so the schedule always adds up to the total.
 * - A project whose total is 0 has nothing to bill: `items` is empty.
 * - A zero advance (total under 3 paise) counts as paid.
 * - An item paid by a payment with processed refunds (`refundedPaise`) carries `refunded` and `netPaid`:
 *   what that payment charged less its refunds (issue 20 item 4).
 *
 * @param input - tasks (budgets in paise, "YYYY-MM-DD" dates), the project's payments, `now`.
 * @returns total, items and amount due now (paise).
 * @throws {RangeError} on a negative or non-integer budget, a malformed date, a milestone group
 *   outside 1..4, or an invalid `now`.
 */
export function buildPaymentSchedule(input: PaymentScheduleInput): PaymentSchedule {
  const { tasks, payments, now } = input;
  tasks.forEach(validateTask);
  const today = businessToday(now);

  const totalBudget = sumPaise(tasks.map((task) => task.estimatedBudget));
  if (totalBudget === 0) return { totalBudget: 0, items: [], amountDueNow: 0 };

  const successful = payments.filter((payment) => payment.paymentStatus === "success");
  const oneTimePaid = successful.some((payment) => payment.paymentType === "one_time");
  const advanceAmount = percentOf(totalBudget, ADVANCE_PERCENT);
  const advancePaid =
    oneTimePaid || advanceAmount === 0 || successful.some((payment) => payment.paymentType === "advance");

  const earliestStart = earliest(tasks.map((task) => task.startDate));
  const advance: PaymentScheduleItem = {
    type: "advance",
    milestoneNumber: null,
    description: `Advance payment (${ADVANCE_PERCENT}% of total budget)`,
    amount: advanceAmount,
    originalAmount: advanceAmount,
    advanceAdjustment: 0,
    dueDate:
      earliestStart !== null
        ? addDaysToDate(earliestStart, -ADVANCE_LEAD_DAYS)
        : addDaysToDate(today, ADVANCE_FALLBACK_DAYS),
    status: advancePaid ? "paid" : "pending",
  };

  let advanceLeft = advanceAmount;
  const credit = (originalAmount: Paise): Paise => {
    const adjustment = Math.min(advanceLeft, originalAmount);
    advanceLeft -= adjustment;
    return adjustment;
  };
  const finalDueDate = latest(tasks.map((task) => task.dueDate)) ?? addDaysToDate(today, FINAL_FALLBACK_DAYS);

  const drafts: Draft[] = [];
  const groups = [...new Set(tasks.map((task) => task.milestoneGroup).filter((g) => g !== null))].sort(
    (a, b) => a - b,
  );
  if (groups.length > 0) {
    groups.forEach((group, index) => {
      const groupTasks = tasks.filter((task) => task.milestoneGroup === group);
      const originalAmount = sumPaise(groupTasks.map((task) => task.estimatedBudget));
      const advanceAdjustment = credit(originalAmount);
      drafts.push({
        type: "milestone",
        milestoneNumber: group,
        description: `Milestone ${group} payment`,
        amount: originalAmount - advanceAdjustment,
        originalAmount,
        advanceAdjustment,
        dueDate:
          latest(groupTasks.map((task) => task.dueDate)) ??
          addDaysToDate(today, MILESTONE_FALLBACK_SPACING_DAYS * (index + 1)),
      });
    });
    const ungrouped = sumPaise(
      tasks.filter((task) => task.milestoneGroup === null).map((task) => task.estimatedBudget),
    );
    if (ungrouped > 0) {
      const advanceAdjustment = credit(ungrouped);
      drafts.push({
        type: "final",
        milestoneNumber: null,
        description: "Final payment (tasks outside milestones)",
        amount: ungrouped - advanceAdjustment,
        originalAmount: ungrouped,
        advanceAdjustment,
        dueDate: finalDueDate,
      });
    }
  } else {
    const advanceAdjustment = credit(totalBudget);
    drafts.push({
      type: "final",
      milestoneNumber: null,
      description: "Final payment",
      amount: totalBudget - advanceAdjustment,
      originalAmount: totalBudget,
      advanceAdjustment,
      dueDate: finalDueDate,
    });
  }

  const paidByPayment = (draft: Draft): boolean =>
    successful.some((payment) =>
      draft.type === "milestone"
        ? payment.paymentType === "milestone" && payment.milestoneNumber === draft.milestoneNumber
        : payment.paymentType === draft.type,
    );

  // While the advance is unpaid it is the one pending item, so nothing else may become pending.
  let pendingTaken = !advancePaid;
  const items: PaymentScheduleItem[] = [advance];
  for (const draft of drafts) {
    const coveredByAdvance = draft.amount === 0 && advancePaid;
    let status: ScheduleItemStatus;
    if (oneTimePaid || coveredByAdvance || paidByPayment(draft)) status = "paid";
    else if (!pendingTaken) {
      status = "pending";
      pendingTaken = true;
    } else status = "upcoming";
    items.push({ ...draft, status });
  }

  // Net paid per item (issue 20 item 4): the item's successful payment less its processed refunds.
  for (const item of items) {
    const payment = successful.find((p) =>
      item.type === "milestone"
        ? p.paymentType === "milestone" && p.milestoneNumber === item.milestoneNumber
        : p.paymentType === item.type,
    );
    if (payment?.refundedPaise && payment.amount !== undefined) {
      item.refunded = payment.refundedPaise;
      item.netPaid = Math.max(0, (payment.discountedAmount ?? payment.amount) - payment.refundedPaise);
    }
  }

  const amountDueNow = sumPaise(
    items.filter((item) => item.status === "pending" && item.dueDate <= today).map((item) => item.amount),
  );
  return { totalBudget, items, amountDueNow };
}

/**
 * The item the client should pay next: the pending item, if any (spec 2 §2 "Pay Now").
 * {@link buildPaymentSchedule} produces at most one pending item.
 *
 * @param schedule - a schedule from {@link buildPaymentSchedule}.
 * @returns the pending item, or null when everything is paid or nothing is payable yet.
 */
export function nextPayableItem(schedule: PaymentSchedule): PaymentScheduleItem | null {
  return schedule.items.find((item) => item.status === "pending") ?? null;
}

/**
 * Finds the schedule item a payment request refers to, so the server can charge the amount the
 * schedule says rather than one sent by the client (DESIGN §5).
 *
 * @param schedule - a schedule from {@link buildPaymentSchedule}.
 * @param type - advance, milestone or final.
 * @param milestoneNumber - the group number for milestone items; ignored for the others.
 * @returns the item, or null when the schedule has no such item.
 */
export function findScheduleItem(
  schedule: PaymentSchedule,
  type: ScheduleItemType,
  milestoneNumber: number | null = null,
): PaymentScheduleItem | null {
  return (
    schedule.items.find(
      (item) => item.type === type && (type !== "milestone" || item.milestoneNumber === milestoneNumber),
    ) ?? null
  );
}
