import { z } from "zod";

/** The one error shape of the API (DESIGN §8). */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
