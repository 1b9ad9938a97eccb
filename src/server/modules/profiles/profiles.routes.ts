import { createRoute, z } from "@hono/zod-openapi";
import { MAX_PROFILE_IMAGE_BYTES } from "@/domain/constants";
import { profileSchema } from "@/domain/profiles/profile";
import { IMAGE_TOO_LARGE_MESSAGE, NOT_AN_IMAGE_MESSAGE } from "@/domain/profiles/profile-image";
import { errorResponses, jsonBody, jsonOk, uuidParam } from "../../lib/openapi";
import { actorOf, createRouter } from "../../lib/router";
import { uploadBodyLimit } from "../../ops/body-limits";
import { getMe } from "./get-me";
import { readProfileImage, uploadProfileImage } from "./profile-image";
import { meSchema, sessionSchema } from "./profile-schemas";
import { updateProfile } from "./update-profile";

const tags = ["Profile"];

const imageUploadSchema = z.object({
  file: z.instanceof(File, { message: NOT_AN_IMAGE_MESSAGE }).openapi({ type: "string", format: "binary" }),
});

/** One 5 MB image in its multipart envelope; anything bigger is refused before it is read. */
const imageLimit = uploadBodyLimit(MAX_PROFILE_IMAGE_BYTES, IMAGE_TOO_LARGE_MESSAGE);

/** The signed-in user's own profile (spec 1 §2 Complete Your Profile, Profile Settings). */
export const profileRoutes = createRouter()
  .openapi(
    createRoute({
      method: "get",
      path: "/me",
      tags,
      summary: "The signed-in user, with role and profile",
      responses: { ...jsonOk(meSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(await getMe({ db: c.var.deps.db, actor: actorOf(c, { allowIncompleteProfile: true }) }), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/session",
      tags,
      summary: "The signed-in user as `GET /me` gives it, or null when signed out: 200 either way",
      description:
        "How the web app learns who is signed in: a signed-out page makes no request that answers 401 (issue 19 item 20).",
      security: [],
      responses: { ...jsonOk(sessionSchema) },
    }),
    async (c) => {
      const actor = c.var.actor;
      return c.json({ user: actor ? await getMe({ db: c.var.deps.db, actor }) : null }, 200);
    },
  )
  .openapi(
    createRoute({
      method: "put",
      path: "/me/profile",
      tags,
      summary: "Complete or update the profile (spec 1 §5 rules)",
      request: { body: jsonBody(profileSchema(new Date())) },
      responses: { ...jsonOk(meSchema), ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c, { allowIncompleteProfile: true });
      return c.json(await updateProfile({ db: c.var.deps.db, actor, values: c.req.valid("json") }), 200);
    },
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/me/profile-image",
      tags,
      summary: "Upload the profile image (an image by content, 5 MB; stored 256 px WebP, replacing the last)",
      middleware: [imageLimit] as const,
      request: {
        body: { content: { "multipart/form-data": { schema: imageUploadSchema } }, required: true },
      },
      responses: { ...jsonOk(meSchema), ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c, { allowIncompleteProfile: true });
      const bytes = new Uint8Array(await c.req.valid("form").file.arrayBuffer());
      return c.json(await uploadProfileImage({ deps: c.var.deps, actor, bytes }), 200);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/profile-images/{id}",
      tags,
      summary: "A user's profile image (public, like the spec's public profile-images bucket)",
      security: [],
      request: { params: uuidParam },
      responses: {
        200: {
          description: "The image",
          content: { "image/webp": { schema: { type: "string", format: "binary" } } },
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const bytes = await readProfileImage({ deps: c.var.deps, userId: c.req.valid("param").id });
      return c.body(new Uint8Array(bytes), 200, {
        "content-type": "image/webp",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'",
        // The URL carries a content version (?v=), so a new upload is a new URL; an old one may be cached.
        "cache-control": "public, max-age=86400",
      });
    },
  );
