import { useMutation } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import type { ContactMessage } from "@/domain/contact/contact";
import { api, unwrap } from "@/web/lib/api-client";

type ContactResponse = InferResponseType<typeof api.contact.$post>;

/** `POST /api/contact`: sends the contact form to support (public, rate limited per IP; spec 1 §1). */
export async function sendContactMessage(message: ContactMessage) {
  return unwrap<ContactResponse>(await api.contact.$post({ json: message }));
}

/** The contact form's mutation. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
