// The browser's calls to the garage API (/api/v2/users/me/vehicles/), shared by My Garage and the
// trail page's "fits my rig". Errors surface as ApiRequestError with the field messages.
import type { Garage, Vehicle, VehicleCreate, VehicleUpdate } from "../../../shared/contracts/garage.contract";
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

/** "2021 Jeep Wrangler Rubicon": year, make and model, with the trim when there is one. */
export function vehicleName(vehicle: Pick<Vehicle, "year" | "make" | "model" | "trim">): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter((part) => part !== null && part !== "").join(" ");
}
