// Shapes of the garage API: a user's rigs, with the measurements "fits my rig" compares (inches).
// The bounds keep out typing slips (a width of 740 for 74.0) while allowing any road vehicle.
import { z } from "zod";
import { POINTS_OF_CONCERN } from "../domain/difficulty";
import { GARAGE_LIMITS } from "../domain/garage-limits";
import { FIT_LEVELS } from "../domain/rig-fit";
import { VEHICLE_MAKES } from "../domain/sign-up-options";

const inches = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label} in inches.` })
    .min(min, `The ${label} must be between ${min} and ${max} inches.`)
    .max(max, `The ${label} must be between ${min} and ${max} inches.`)
    .nullable();

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} to ${max} characters or fewer.`)
    .transform((value) => (value === "" ? null : value))
    .nullable();

const vehicleFieldsSchema = z.object({
  make: z.enum(VEHICLE_MAKES, { error: "Choose a make." }),
  model: z.string().trim().min(1, "Enter the model.").max(80, "Keep the model to 80 characters or fewer."),
  year: z
    .number({ error: "Enter the year as four digits." })
    .int("Enter the year as four digits.")
    .min(GARAGE_LIMITS.firstModelYear, `The year must be ${GARAGE_LIMITS.firstModelYear} or later.`)
    .max(GARAGE_LIMITS.lastModelYear(), "The year cannot be more than a year from now.")
    .nullable(),
  trim: text("trim", 80),
  lift_in: inches("lift", 0, 24),
  tire_size: text("tyre size", 24),
  width_in: inches("width", 30, 120),
  height_in: inches("height", 40, 150),
  wheelbase_in: inches("wheelbase", 40, 250),
  ground_clearance_in: inches("ground clearance", 3, 40),
  /** The rig "fits my rig" compares; making one primary makes the others not. */
  is_primary: z.boolean(),
});

export const vehicleCreateSchema = vehicleFieldsSchema.extend({
  year: vehicleFieldsSchema.shape.year.default(null),
  trim: vehicleFieldsSchema.shape.trim.default(null),
  lift_in: vehicleFieldsSchema.shape.lift_in.default(null),
  tire_size: vehicleFieldsSchema.shape.tire_size.default(null),
  width_in: vehicleFieldsSchema.shape.width_in.default(null),
  height_in: vehicleFieldsSchema.shape.height_in.default(null),
  wheelbase_in: vehicleFieldsSchema.shape.wheelbase_in.default(null),
  ground_clearance_in: vehicleFieldsSchema.shape.ground_clearance_in.default(null),
  is_primary: vehicleFieldsSchema.shape.is_primary.default(false),
});
export type VehicleCreate = z.infer<typeof vehicleCreateSchema>;

export const vehicleUpdateSchema = vehicleFieldsSchema.partial();
export type VehicleUpdate = z.infer<typeof vehicleUpdateSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  make: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  trim: z.string().nullable(),
  lift_in: z.number().nullable(),
  tire_size: z.string().nullable(),
  width_in: z.number().nullable(),
  height_in: z.number().nullable(),
  wheelbase_in: z.number().nullable(),
  ground_clearance_in: z.number().nullable(),
  is_primary: z.boolean(),
  /** The rig's photo (its medium rendition), null without one; sent and removed on its own path. */
  photo_file_name: z.string().nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const garageSchema = z.object({ vehicles: z.array(vehicleSchema) });
export type Garage = z.infer<typeof garageSchema>;

/** "Fits my rig" for the map and search (ADR 0037): the primary rig and the concerns that rule a trail out for it. */
export const rigFilterSchema = z.object({
  vehicle: vehicleSchema,
  /** A trail listing any of these is not recommended for the rig; the filter leaves it out. */
  concerns_ruling_out: z.array(z.enum(POINTS_OF_CONCERN)),
});
export type RigFilter = z.infer<typeof rigFilterSchema>;

/** A trail's verdict for the primary rig, as results carry it under the filter ("tight" with its reasons). */
export const rigFitMarkSchema = z.object({ level: z.enum(FIT_LEVELS), reasons: z.array(z.string()) });
export type RigFitMark = z.infer<typeof rigFitMarkSchema>;
