import { z } from "zod";

/** The contact form (docs/product/venues.md Contact form), checked the same way in the browser and the server. */
export const contactSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be at most 100 characters"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .max(254, "Please enter a valid email address")
    .email("Please enter a valid email address"),
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(5, "Subject must be at least 5 characters")
    .max(200, "Subject must be at most 200 characters"),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message must be at most 5000 characters"),
});
export type ContactInput = z.infer<typeof contactSchema>;
