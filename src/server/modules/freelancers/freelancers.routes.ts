import { createRoute } from "@hono/zod-openapi";
import { freelancerProfileInputSchema } from "@/domain/freelancers/profile";
import { errorResponses, jsonBody, jsonOk, pagedListSchema, uuidParam } from "../../lib/openapi";
import { actorOf, createRouter, jsonValueOk } from "../../lib/router";
import { freelancerCardSchema } from "./freelancer-rows";
import { freelancerProfileSchema, getFreelancerProfile } from "./get-freelancer-profile";
import { directoryQuerySchema, listFreelancers } from "./list-freelancers";
import { updateOwnFreelancer } from "./update-own-freelancer";

const tags = ["Freelancers"];

/** The freelancer directory, public profiles and a freelancer's own profile (spec 3 §2, §7; issue 7 item 5). */
export const freelancersRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/freelancers",
      tags,
      summary: "Freelancer directory: best rated first, searched and filtered, paged (staff)",
      request: { query: directoryQuerySchema },
      responses: {
        ...jsonOk(pagedListSchema(freelancerCardSchema, "FreelancerDirectoryPage")),
        ...errorResponses,
      },
    }),
    async (c) =>
      jsonValueOk(
        c,
        await listFreelancers({ deps: c.var.deps, actor: actorOf(c), query: c.req.valid("query") }),
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/freelancers/{id}",
      tags,
      summary: "A freelancer's public profile (staff any; a freelancer their own)",
      request: { params: uuidParam },
      responses: { ...jsonOk(freelancerProfileSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await getFreelancerProfile({ deps: c.var.deps, actor: actorOf(c), id: c.req.valid("param").id }),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/me/freelancer",
      tags,
      summary: "The signed-in freelancer's own profile",
      responses: { ...jsonOk(freelancerProfileSchema), ...errorResponses },
    }),
    async (c) => c.json(await getFreelancerProfile({ deps: c.var.deps, actor: actorOf(c) }), 200),
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/me/freelancer",
      tags,
      summary: "A freelancer edits their title, hourly rate (paise), availability, portfolio and skills",
      request: { body: jsonBody(freelancerProfileInputSchema) },
      responses: { ...jsonOk(freelancerProfileSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(
        await updateOwnFreelancer({ deps: c.var.deps, actor: actorOf(c), input: c.req.valid("json") }),
        200,
      ),
  );
