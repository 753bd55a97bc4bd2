// The browser's calls to the garage API (/api/v2/users/me/vehicles/), shared by My Garage and the
// trail page's "fits my rig". Errors surface as ApiRequestError with the field messages.
import type { Garage, RigFilter, Vehicle, VehicleCreate, VehicleUpdate } from "../../../shared/contracts/garage.contract";
import { apiFetch } from "../../lib/api-client";

const GARAGE_PATH = "/api/v2/users/me/vehicles/";
const vehiclePath = (id: number) => `${GARAGE_PATH}${id}/`;

export const garageClient = {
  getGarage: () => apiFetch<Garage>(GARAGE_PATH),
  addVehicle: (input: Partial<VehicleCreate>) => apiFetch<Vehicle>(GARAGE_PATH, { method: "POST", json: input }),
  updateVehicle: (id: number, input: VehicleUpdate) => apiFetch<Vehicle>(vehiclePath(id), { method: "PATCH", json: input }),
  removeVehicle: (id: number) => apiFetch<void>(vehiclePath(id), { method: "DELETE" }),
  /** `form` carries the file in "photo". */
  setVehiclePhoto: (id: number, form: FormData) => apiFetch<Vehicle>(`${vehiclePath(id)}photo/`, { method: "PUT", form }),
  removeVehiclePhoto: (id: number) => apiFetch<void>(`${vehiclePath(id)}photo/`, { method: "DELETE" }),
};

/** The one rig name of every page, kept in this chunk so the pages that show one load no extra file. */
export { vehicleName } from "../../../shared/domain/vehicle-name";

/** The reader's garage: My Garage on their profile's edit page. */
export const garageHrefOf = (uuid: string | undefined) => `/users/${uuid ?? ""}/edit#garage`;

/** "Fits my rig" for the map's filter: the primary rig and the concerns that rule a trail out (403, 409 otherwise). */
export const fetchRigFilter = (signal?: AbortSignal) => apiFetch<RigFilter>("/api/v2/users/me/rig-fit/", { signal });
