import { z } from "zod";

/** The body every error response carries (docs/product/README.md#conventions-everywhere). */
export const errorBodySchema = z.object({
  message: z.string(),
  /** Field name → what is wrong with it, for forms. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
