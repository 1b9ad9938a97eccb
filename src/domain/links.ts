/**
 * The links people may put on a profile, an application or an avatar (issue 19 item 7): https URLs of a
 * public domain name, and for images also the server's own upload paths. No `javascript:`, `data:`, `http:`
 * or bare-host link is stored, so none can run script or mix content when a page renders it.
 *
 * @module
 */
import { z } from "zod";

/** The message of a link that is not an https URL. */
export const HTTPS_LINK_MESSAGE = "Enter a full link starting with https://";

/** Longest link stored (characters). */
export const MAX_LINK_LENGTH = 500;

/** A profile image the server stored itself: `/api/profile-images/{user id}?v={version}` (profiles module). */
const OWN_IMAGE_PATH = /^\/api\/profile-images\/[0-9a-f-]{36}(\?v=[\w-]+)?$/;

/**
 * An https link to a public domain name (`https://example.in/work`), trimmed, at most 500 characters.
 * Refuses any other scheme, an IP address or a name without a dot, with {@link HTTPS_LINK_MESSAGE}.
 */
export const httpsLinkSchema = z
  .string()
  .trim()
  .max(MAX_LINK_LENGTH, { error: `At most ${MAX_LINK_LENGTH} characters` })
  .pipe(
    z
      .url({ protocol: /^https$/, abort: true, error: HTTPS_LINK_MESSAGE })
      // One message for a bad link, not one per failed check.
      .refine((link) => z.regexes.domain.test(new URL(link).hostname), { error: HTTPS_LINK_MESSAGE }),
  );

/** An image's address: an {@link httpsLinkSchema} link, or a profile image stored by this server. */
export const imageUrlSchema = z.union([z.string().regex(OWN_IMAGE_PATH), httpsLinkSchema], {
  error: HTTPS_LINK_MESSAGE,
});
