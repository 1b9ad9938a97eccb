import { createRoute, z } from "@hono/zod-openapi";
import { reviewInputSchema } from "@/domain/freelancers/reviews";
import {
  conflictResponse,
  errorResponses,
  jsonBody,
  jsonCreated,
  jsonOk,
  uuidParam,
} from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { listProjectReviews, projectReviewsSchema } from "./project-reviews";
import { reviewFreelancer } from "./review-freelancer";

const tags = ["Reviews"];

const reviewCreatedSchema = z
  .object({
    id: z.uuid(),
    freelancerId: z.uuid(),
    rating: z.number().int(),
    stats: z.object({
      rating: z.number(),
      completedProjects: z.number().int(),
      successRate: z.number().int().openapi({ description: "whole percent" }),
    }),
  })
  .openapi("ReviewCreated");

/** Reviews of freelancers on completed projects (issue 7 item 6). */
export const reviewsRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/projects/{id}/reviews",
      tags,
      summary: "The project's freelancers and their reviews; whether the caller may rate them",
      request: { params: uuidParam },
      responses: { ...jsonOk(projectReviewsSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await listProjectReviews({ deps: c.var.deps, actor: actorOf(c), projectId: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/projects/{id}/reviews",
      tags,
      summary: "The owning client rates a freelancer of a completed project, 1-5 stars with a comment, once",
      request: { params: uuidParam, body: jsonBody(reviewInputSchema) },
      responses: {
        ...jsonCreated(reviewCreatedSchema),
        ...conflictResponse("the project is not completed, or this freelancer was already rated on it"),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await reviewFreelancer({
          deps: c.var.deps,
          actor: actorOf(c),
          projectId: c.req.valid("param").id,
          input: c.req.valid("json"),
        }),
        201,
      ),
  );
