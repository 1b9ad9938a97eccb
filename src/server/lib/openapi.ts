import { z } from "@hono/zod-openapi";

/** The error envelope, as documented in OpenAPI for every failing response. */
export const errorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  })
  .openapi("Error");

const errorContent = { content: { "application/json": { schema: errorSchema } } };

/** Standard error responses to spread into a route's `responses`. */
export const errorResponses = {
  400: { description: "Invalid input", ...errorContent },
  401: { description: "Not signed in", ...errorContent },
  403: { description: "Not allowed", ...errorContent },
  404: { description: "Not found", ...errorContent },
} as const;

/** A JSON request body for `createRoute`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true };
}

/** A JSON 200 response for `createRoute`. */
export function jsonOk<T extends z.ZodType>(schema: T, description = "OK") {
  return { 200: { description, content: { "application/json": { schema } } } };
}

/** A JSON 201 response for `createRoute`. */
export function jsonCreated<T extends z.ZodType>(schema: T, description = "Created") {
  return { 201: { description, content: { "application/json": { schema } } } };
}

/** A documented 409: the request conflicts with the row's current state (`description` says how). */
export function conflictResponse(description: string) {
  return { 409: { description, ...errorContent } } as const;
}

/** A server-paged list of `item` (1-based `page`), registered in OpenAPI as `name`. */
export function pagedListSchema<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    })
    .openapi(name);
}

export const uuidParam = z.object({ id: z.uuid().openapi({ param: { name: "id", in: "path" } }) });
