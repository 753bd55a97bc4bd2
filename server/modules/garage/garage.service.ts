// The garage (issue 15): a signed-in user's rigs. Every write is one transaction that first holds the
// user's row, so the limit of GARAGE_LIMITS and the one primary rig hold under concurrent requests:
// the first rig is primary, making another primary demotes the old one, and removing the primary
// promotes the newest that is left.
import type { Garage, Vehicle, VehicleCreate, VehicleUpdate } from "../../../shared/contracts/garage.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { GARAGE_LIMITS } from "../../../shared/domain/garage-limits";
import type { Executor } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import type { PhotoService } from "../photos/photo-renditions";
import { createGarageRepository, type GarageRepository, type VehicleColumns, type VehicleRow } from "./garage.repository";

const vehicleNotFound = () => notFound("Vehicle not found.");

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    year: row.year,
    trim: row.trim,
    lift_in: row.liftInches,
    tire_size: row.tireSize,
    width_in: row.widthInches,
    height_in: row.heightInches,
    wheelbase_in: row.wheelbaseInches,
    ground_clearance_in: row.groundClearanceInches,
    is_primary: row.isPrimary,
    photo_file_name: row.photoFileName,
  };
}

function toColumns(input: VehicleUpdate): Partial<VehicleColumns> {
  const columns: Partial<VehicleColumns> = {
    make: input.make,
    model: input.model,
    year: input.year,
    trim: input.trim,
    liftInches: input.lift_in,
    tireSize: input.tire_size,
    widthInches: input.width_in,
    heightInches: input.height_in,
    wheelbaseInches: input.wheelbase_in,
    groundClearanceInches: input.ground_clearance_in,
    isPrimary: input.is_primary,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

interface GarageDeps extends Pick<ServiceDeps, "db" | "clock"> {
  photos: Pick<PhotoService, "storePhoto">;
}

export function createGarageService({ db, clock, photos }: GarageDeps) {
  /** One transaction holding the user's row. */
  const forOwner = <T>(user: UserClaims, work: (garage: GarageRepository) => Promise<T>) =>
    db.transaction(async (tx: Executor) => {
      const garage = createGarageRepository(tx);
      await garage.lockOwner(user.id);
      return work(garage);
    });

  /** Sets or clears the rig's photo, when the rig is still the user's. */
  const updatePhoto = (id: number, photoFileName: string | null, user: UserClaims) =>
    forOwner(user, async (garage) => {
      if (!(await garage.findVehicle(user.id, id))) throw vehicleNotFound();
      return toVehicle(await garage.updateVehicle(user.id, id, { photoFileName }, clock.now()));
    });

  /** A rig of someone else is as unknown as a missing one; checked before an upload is read. */
  async function requireOwnVehicle(id: number, user: UserClaims): Promise<void> {
    if (!(await createGarageRepository(db).findVehicle(user.id, id))) throw vehicleNotFound();
  }

  return {
    requireOwnVehicle,

    /** Stores the photo's renditions (no metadata kept) and shows the medium one on the rig's cards. */
    async setVehiclePhoto(id: number, photo: Buffer, user: UserClaims): Promise<Vehicle> {
      await requireOwnVehicle(id, user);
      return updatePhoto(id, (await photos.storePhoto(photo)).resized_medium, user);
    },

    async removeVehiclePhoto(id: number, user: UserClaims): Promise<void> {
      await updatePhoto(id, null, user);
    },

    async getGarage(user: UserClaims): Promise<Garage> {
      return { vehicles: (await createGarageRepository(db).listVehicles(user.id)).map(toVehicle) };
    },

    addVehicle(input: VehicleCreate, user: UserClaims): Promise<Vehicle> {
      return forOwner(user, async (garage) => {
        const vehicles = await garage.countVehicles(user.id);
        if (vehicles >= GARAGE_LIMITS.vehicles) {
          throw conflict(`A garage holds at most ${GARAGE_LIMITS.vehicles} vehicles. Remove one to add another.`);
        }
        const isPrimary = input.is_primary || vehicles === 0;
        if (isPrimary) await garage.clearPrimary(user.id);
        const columns = { ...toColumns(input), isPrimary } as VehicleColumns;
        return toVehicle(await garage.insertVehicle(user.id, columns, clock.now()));
      });
    },

    updateVehicle(id: number, input: VehicleUpdate, user: UserClaims): Promise<Vehicle> {
      return forOwner(user, async (garage) => {
        const vehicle = await garage.findVehicle(user.id, id);
        if (!vehicle) throw vehicleNotFound();
        // The primary rig stops being primary only by making another one primary.
        const columns = toColumns({ ...input, is_primary: input.is_primary === false ? undefined : input.is_primary });
        if (columns.isPrimary) await garage.clearPrimary(user.id, id);
        return toVehicle(await garage.updateVehicle(user.id, id, columns, clock.now()));
      });
    },

    removeVehicle(id: number, user: UserClaims): Promise<void> {
      return forOwner(user, async (garage) => {
        const vehicle = await garage.findVehicle(user.id, id);
        if (!vehicle) throw vehicleNotFound();
        await garage.deleteVehicle(user.id, id);
        if (vehicle.isPrimary) await garage.promoteNewest(user.id);
      });
    },
  };
}

export type GarageService = ReturnType<typeof createGarageService>;
