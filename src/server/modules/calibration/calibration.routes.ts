import { createRoute } from "@hono/zod-openapi";
import { errorResponses, jsonOk } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { calibrationSchema, getCalibration } from "./read-calibration";

/** The estimator's calibration from completed projects (issue 20 item 7; managers and administrators). */
export const calibrationRoutes = createRouter().openapi(
  createRoute({
    method: "get",
    path: "/calibration",
    tags: ["Projects"],
    summary:
      "Actual ÷ estimated hours per kind of work over completed projects, with project counts and by month (managers, administrators)",
    responses: { ...jsonOk(calibrationSchema), ...errorResponses },
  }),
  async (c) => c.json(await getCalibration({ deps: c.var.deps, actor: actorOf(c) }), 200),
);
