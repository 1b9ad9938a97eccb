import { z } from "zod";
import { briefSchema } from "@/domain/analysis/schema";
import { parseRupeesInput } from "@/domain/money";

/** The Create Project form as typed: every field is text; the budget is whole rupees. */
export interface BriefFormValues {
  title: string;
  description: string;
  requirements: string;
  /** Whole rupees as typed; converted to paise on submit. */
  budgetMax: string;
  /** "YYYY-MM-DD" or empty. */
  deadline: string;
}

export const EMPTY_BRIEF: BriefFormValues = {
  title: "",
  description: "",
  requirements: "",
  budgetMax: "",
  deadline: "",
};

/**
 * Form text -> the API's brief (spec 2 §5: budget an optional integer, empty means none; deadline an
 * optional date), then the shared `briefSchema` for every other rule. Field names match the
 * brief's, so its errors land under the right inputs.
 */
export const briefFormSchema = z
  .object({
    title: z.string(),
    description: z.string(),
    requirements: z.string(),
    budgetMax: z.string(),
    deadline: z.string(),
  })
  .transform((values, ctx): z.input<typeof briefSchema> => {
    const budgetText = values.budgetMax.trim();
    const budgetMax = /^\d+$/.test(budgetText) ? parseRupeesInput(budgetText) : null;
    if (budgetText !== "" && budgetMax === null) {
      ctx.addIssue({
        code: "custom",
        path: ["budgetMax"],
        message: "Budget must be a whole number of rupees",
      });
      return z.NEVER;
    }
    return {
      title: values.title,
      description: values.description,
      ...(values.requirements.trim() ? { requirements: values.requirements } : {}),
      budgetMax: budgetMax && budgetMax > 0 ? budgetMax : null,
      deadline: values.deadline || null,
    };
  })
  .pipe(briefSchema);

/** spec 2 §5: Analyze is disabled without a title and a description. */
export function canAnalyze(values: Pick<BriefFormValues, "title" | "description">): boolean {
  return values.title.trim() !== "" && values.description.trim() !== "";
}
