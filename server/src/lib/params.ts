import { isId } from "@crease/core";
import { z } from "zod";

/** A positive database id in a URL or query, with a message a person can act on. */
export function idSchema(what: string) {
  return z
    .string()
    .regex(/^\d{1,10}$/, `The ${what} id must be a number`)
    .transform(Number)
    .refine(isId, `The ${what} id must be a number`);
}

export const venueIdParams = z.object({ id: idSchema("venue") });
