import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { MAX_PROFILE_IMAGE_BYTES } from "@/domain/constants";
import {
  IMAGE_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  PROFILE_IMAGE_SIZE_PX,
} from "@/domain/profiles/profile-image";
import type { Actor } from "../../access/actor";
import type { Deps } from "../../context";
import { profiles } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { toMe } from "./get-me";
import type { Me } from "./profile-schemas";

/** Raster formats accepted, as file-type names them from the first bytes (never from the file name). */
const ACCEPTED = new Set(["jpg", "png", "gif", "webp", "avif", "tif"]);

/** Decoding stops beyond this many pixels (a small file that would decompress to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

/** The storage key of a user's profile image: one fixed name per user, overwritten on re-upload (spec 1 §5). */
export const profileImageKey = (userId: string) => `profile-images/${userId}`;

/** The public URL of a stored profile image; `version` changes with the content so browsers refetch. */
export const profileImageUrl = (userId: string, version: string) =>
  `/api/profile-images/${userId}?v=${version}`;

/**
 * Stores the signed-in user's profile image (spec 1 §2 Complete Your Profile / Profile Settings, §5): at
 * most 5 MB, an image by its content (JPEG, PNG, GIF, WebP, AVIF or TIFF that sharp can decode), turned
 * upright by its EXIF orientation, cropped to a 256 x 256 px square and re-encoded as WebP (which also
 * drops its metadata, such as GPS position). Saved under the user's fixed key, replacing any previous
 * image, and set as `profile_image_url`. Allowed before the profile is complete.
 * @throws AppError payload_too_large (413) "Image size must be less than 5MB"; unsupported_media_type (415)
 *   "Please upload an image file".
 */
export async function uploadProfileImage({
  deps,
  actor,
  bytes,
}: {
  deps: Deps;
  actor: Actor;
  bytes: Uint8Array;
}): Promise<Me> {
  if (bytes.byteLength > MAX_PROFILE_IMAGE_BYTES)
    throw new AppError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !ACCEPTED.has(sniffed.ext))
    throw new AppError("unsupported_media_type", NOT_AN_IMAGE_MESSAGE);
  let resized: Buffer;
  try {
    resized = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE_PX, PROFILE_IMAGE_SIZE_PX, { fit: "cover" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // A truncated or corrupt file behind a valid signature, or one too large to decode.
    throw new AppError("unsupported_media_type", NOT_AN_IMAGE_MESSAGE);
  }
  await deps.storage.put(profileImageKey(actor.id), resized, "image/webp");
  const version = createHash("sha256").update(resized).digest("hex").slice(0, 16);
  const [row] = await deps.db
    .update(profiles)
    .set({ profileImageUrl: profileImageUrl(actor.id, version) })
    .where(eq(profiles.id, actor.id))
    .returning();
  return toMe(row);
}

/**
 * A user's stored profile image as WebP bytes. Profile images are public (DESIGN §4), so anyone may read
 * one by user id. @throws AppError not_found (404) when the user has none.
 */
export async function readProfileImage({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<Uint8Array> {
  const [row] = await deps.db
    .select({ url: profiles.profileImageUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row?.url?.startsWith(`/api/profile-images/${userId}`))
    throw new AppError("not_found", "No profile image.");
  try {
    return await deps.storage.get(profileImageKey(userId));
  } catch {
    throw new AppError("not_found", "No profile image.");
  }
}
