// "Fits my rig" on the map and in search (ADR 0037): the server decides which trails fit the
// reader's primary rig, from the rule module (shared/domain/rig-fit.ts) and the rig read from the
// database on every request, so any process answers the same and a garage edit counts at once.
// Points of concern are All-Access detail: the filter is for paid readers with a primary rig.
import type { RigFilter, RigFitMark } from "../../../shared/contracts/garage.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canFilterByRig } from "../../../shared/domain/access";
import { concernsRulingOut, fitReasons, rigFit } from "../../../shared/domain/rig-fit";
import { conflict, forbidden, unauthorized } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { toVehicle } from "./garage.service";
import { createGarageRepository } from "./garage.repository";
import { createRigFitRepository } from "./rig-fit.repository";

export const RIG_FILTER_MESSAGES = {
  signedOut: "Log in to filter trails by your rig.",
  notPaid: "Filtering trails by your rig is part of All-Access.",
  noRig: "Add your rig to My Garage to filter trails by it.",
} as const;

export function createRigFitService({ db }: Pick<ServiceDeps, "db">) {
  return {
    /** The reader's primary rig and the concerns that rule a trail out for it: 401, 403 (not paid) or 409 (no rig) otherwise. */
    async filterFor(reader: UserClaims | null): Promise<RigFilter> {
      if (!reader) throw unauthorized(RIG_FILTER_MESSAGES.signedOut);
      if (!canFilterByRig(reader)) throw forbidden(RIG_FILTER_MESSAGES.notPaid);
      const row = await createGarageRepository(db).findPrimaryVehicle(reader.id);
      if (!row) throw conflict(RIG_FILTER_MESSAGES.noRig, "no_primary_rig");
      const vehicle = toVehicle(row);
      return { vehicle, concerns_ruling_out: concernsRulingOut(vehicle) };
    },

    /** Each trail's verdict for the filter's rig, with its reasons, to mark "tight" results. */
    async marksFor(filter: RigFilter, trailIds: readonly number[]): Promise<Map<number, RigFitMark>> {
      const rows = await createRigFitRepository(db).listTrailConcerns(trailIds);
      return new Map(rows.map(({ id, concerns }) => [id, fitReasons(rigFit(concerns, filter.vehicle))]));
    },
  };
}

export type RigFitService = ReturnType<typeof createRigFitService>;
