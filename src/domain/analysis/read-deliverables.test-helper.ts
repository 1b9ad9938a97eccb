import { extractDeliverables } from "./extract-deliverables";

/** The deliverables `extractDeliverables` reads from a description (and a title), as plain fields to compare. */
export const readDeliverables = (description: string, title = "Project") =>
  extractDeliverables({ title, description }).deliverables.map((d) => ({
    kind: d.kind,
    title: d.title,
    quantity: d.quantity,
    wordsEach: d.wordsEach,
    variants: d.variants,
    pagesEach: d.pagesEach,
    assumed: d.assumed,
  }));
