/**
 * Task rules for administrator edit mode (spec 2 §4 "Tasks", §5 task form): the schema shared by the
 * task form and the task routes, and the version budget recomputed from its tasks.
 *
 * @module
 */
import { z } from "zod";
import { MILESTONE_GROUP_MAX, MILESTONE_GROUP_MIN } from "../constants";
import { rupeesToPaise, sumPaise } from "../money";

/** Task statuses (spec 2 §4), in flow order. */
export const TASK_STATUSES = ["pending", "assigned", "in_progress", "review", "completed"] as const;
/** Task priorities (spec 2 §4). */
export const TASK_PRIORITIES = ["low", "medium", "high", "urgent"] as const;

/** Task form step for hours (spec 2 §5). */
export const TASK_HOURS_STEP = 0.5;
/** Task form step for the budget, in rupees (spec 2 §5 "budget min 0 step 100"). */
export const TASK_BUDGET_STEP_RUPEES = 100;

const isoDate = z.iso.date("Use a date (YYYY-MM-DD)").nullable();

/**
 * A task as the API takes it (`POST .../tasks`, `PATCH /tasks/{id}`): budget in paise (any whole
 * amount, since analysed tasks carry exact budgets), hours ≥ 0 in steps of 0.5, milestone group 1-4 or
 * null. `reason` is the change reason the edit-mode prompt asked for (spec 2 §5), kept in the audit log.
 */
export const taskInputSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(200),
    description: z.string().trim().max(5000).nullable().default(null),
    status: z.enum(TASK_STATUSES).default("pending"),
    priority: z.enum(TASK_PRIORITIES).default("medium"),
    estimatedHours: z
      .number()
      .min(0, "Hours cannot be negative")
      .max(100_000)
      .refine((h) => Number.isInteger(h / TASK_HOURS_STEP), "Hours go in steps of 0.5"),
    estimatedBudget: z.number().int("Budget must be whole paise").min(0, "Budget cannot be negative"),
    startDate: isoDate.default(null),
    dueDate: isoDate.default(null),
    isMilestone: z.boolean().default(false),
    milestoneGroup: z
      .number()
      .int("Milestone group must be a whole number")
      .min(MILESTONE_GROUP_MIN, "Milestone group is 1 to 4")
      .max(MILESTONE_GROUP_MAX, "Milestone group is 1 to 4")
      .nullable()
      .default(null),
  })
  .refine((t) => !t.startDate || !t.dueDate || t.startDate <= t.dueDate, {
    path: ["dueDate"],
    message: "Due date cannot be before the start date",
  });

/** The change reason every edit-mode write carries (spec 2 §5: an empty reason aborts). */
export const changeReasonSchema = z.string().trim().min(1, "Please enter a reason for this change").max(500);

/** Body of the task routes: the task plus the change reason. */
export const taskWriteSchema = z.object({ task: taskInputSchema, reason: changeReasonSchema });

export type TaskInput = z.output<typeof taskInputSchema>;

/**
 * The task form as typed (spec 2 §5): text fields straight from inputs. Budget in rupees, min 0 in
 * steps of ₹100; hours min 0 in steps of 0.5; milestone group empty or a whole number 1-4.
 * {@link taskFormToInput} turns a valid form into {@link TaskInput} (paise).
 */
export const taskFormSchema = z.object({
  title: z.string().trim().min(1, "Title is required"),
  description: z.string(),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  estimatedHours: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, "Enter hours as a number of 0 or more")
    .refine((h) => Number.isInteger(Number(h) / TASK_HOURS_STEP), "Hours go in steps of 0.5"),
  estimatedBudget: z
    .string()
    .trim()
    .regex(/^\d+$/, "Enter the budget in whole rupees, 0 or more")
    .refine((b) => Number(b) % TASK_BUDGET_STEP_RUPEES === 0, "Budget goes in steps of ₹100"),
  startDate: z.string(),
  dueDate: z.string(),
  isMilestone: z.boolean(),
  milestoneGroup: z
    .string()
    .trim()
    .regex(/^([1-4])?$/, "Milestone group is empty or a whole number from 1 to 4"),
});

export type TaskForm = z.infer<typeof taskFormSchema>;

/** The API body of a valid task form: rupees to paise, blanks to null. */
export function taskFormToInput(form: TaskForm): TaskInput {
  return taskInputSchema.parse({
    title: form.title,
    description: form.description.trim() || null,
    status: form.status,
    priority: form.priority,
    estimatedHours: Number(form.estimatedHours),
    estimatedBudget: rupeesToPaise(Number(form.estimatedBudget)),
    startDate: form.startDate || null,
    dueDate: form.dueDate || null,
    isMilestone: form.isMilestone,
    milestoneGroup: form.milestoneGroup ? Number(form.milestoneGroup) : null,
  });
}

/**
 * A version's estimated budget after any task add, edit or delete (spec 2 §4): the sum of its task
 * budgets, in paise.
 */
export function versionBudgetFromTasks(tasks: readonly { estimatedBudget: number }[]): number {
  return sumPaise(tasks.map((t) => t.estimatedBudget));
}
