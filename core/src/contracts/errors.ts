import { z } from "zod";

/** The body every error response carries (docs/product/README.md#conventions-everywhere). */
export const errorBodySchema = z.object({
  message: z.string(),
  /** Field name → what is wrong with it, for forms. */
  errors: z.record(z.string(), z.string()).optional(),
  /**
   * An admin's session whose second factor is not done yet (ADMIN_SECOND_FACTOR=required): every
   * call but the ones that finish it and sign-out answers 403 with this (docs/SECURITY.md).
   */
  secondFactor: z.literal("required").optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
