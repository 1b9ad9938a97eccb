/**
 * Vitest setup of the server's shared worker (vitest.config.ts): `@hono/zod-openapi` adds `.openapi()` only to
 * the schemas made after it is imported, and the routes call it on the domain's shared schemas
 * (`taskWriteSchema.openapi("TaskWrite")`). In production the app imports it before any route; in a worker that
 * runs file after file, a first file that imports a domain schema without the app (a use case's own test)
 * would leave that schema without `.openapi()` for every later file, which then fails to import its routes.
 */
import "@hono/zod-openapi";
