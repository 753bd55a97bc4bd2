// The reader's display preferences (issue 19, ADR 0064): units and interface language, posted by the
// footer's plain HTML form; the answer sets the cookies and sends the reader back where they were.
import { z } from "zod";
import { LOCALES } from "../domain/locales";
import { sitePath } from "../domain/return-path";
import { UNIT_SYSTEMS } from "../domain/units";

const RETURN_PATH_MESSAGE = "The page to return to must be a path of this site.";

export const preferencesFormSchema = z
  .object({
    units: z.enum(UNIT_SYSTEMS, { error: "Choose imperial or metric units." }).optional(),
    locale: z.enum(LOCALES, { error: "Choose English, French or Spanish." }).optional(),
    /** The page to go back to: a path of this site, as a browser resolves it. */
    return_to: z
      .string()
      .max(2000)
      .refine((value) => sitePath(value) !== null, { error: RETURN_PATH_MESSAGE })
      .transform((value) => sitePath(value) ?? "/")
      .optional(),
  })
  .refine((form) => form.units !== undefined || form.locale !== undefined, {
    error: "Choose units or a language.",
  });
export type PreferencesForm = z.infer<typeof preferencesFormSchema>;
