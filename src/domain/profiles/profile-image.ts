import { MAX_PROFILE_IMAGE_BYTES } from "../constants";

/** spec 1 §5: the upload is not an image. */
export const NOT_AN_IMAGE_MESSAGE = "Please upload an image file";
/** spec 1 §5, §9: the upload is 5 MB or more. */
export const IMAGE_TOO_LARGE_MESSAGE = "Image size must be less than 5MB";
/** spec 1 §2: shown for 3 seconds after a successful upload. */
export const IMAGE_UPLOADED_MESSAGE = "Profile image uploaded successfully!";
/** spec 1 §8: any other failure of the upload. */
export const IMAGE_UPLOAD_FAILED_MESSAGE = "Failed to upload image";

/** Side of the square the server stores profile images at, in pixels (cropped to fill, WebP). */
export const PROFILE_IMAGE_SIZE_PX = 256;

/**
 * The browser's quick check before uploading a profile image (spec 1 §5): the declared type must be an
 * image and the size at most 5 MB. The server checks the content again; this only saves a round trip.
 * Returns the spec's message, or null when the file may be sent.
 */
export function profileImageProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > MAX_PROFILE_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
