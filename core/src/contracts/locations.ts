import { z } from "zod";

export const locationSuggestionSchema = z.object({ value: z.string(), label: z.string() });
export type LocationSuggestion = z.infer<typeof locationSuggestionSchema>;
