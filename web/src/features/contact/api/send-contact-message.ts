import type { ContactInput } from "@crease/core/contact";
import { useMutation } from "@tanstack/react-query";
import { api, data, type ResponseBody } from "@/lib/api-client";

export type ContactReceipt = ResponseBody<"/api/contact", "post">;

/** POST /api/contact: 201 `{message}` once stored; 400 with field errors (docs/product/venues.md texts). */
export function sendContactMessage(input: ContactInput): Promise<ContactReceipt> {
  return data(api.POST("/api/contact", { body: input }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
