// The three kinds of request (ADR 0043). A signed-in reader suggests an edit to one part of a
// published guide, with an optional photo; a contributor asks for an assignment in an area; anyone
// signed in applies to become a scout or a writer (one application open at a time). Staff (ADMIN or
// greater) list each kind by state and decide suggested edits and applications; accepting an
// application raises the applicant's role to the one asked for (never lowers it) and e-mails them,
// in one transaction; their next token carries the role.
import type {
  AssignmentRequest,
  AssignmentRequestCreate,
  ContributorRequest,
  ContributorRequestCreate,
  ContributorRequestListQuery,
  ContributorRequestQueuePage,
  EditRequest,
  EditRequestFields,
  EditRequestListQuery,
  EditRequestQueuePage,
  QueuedAssignmentRequest,
  QueuedContributorRequest,
  QueuedEditRequest,
} from "../../../shared/contracts/authoring-requests.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canApplyFor, canSeeGuide } from "../../../shared/domain/access";
import { roleAfterAcceptance, type RequestState } from "../../../shared/domain/authoring";
import { GUIDE_SEGMENTS, guideHref } from "../../../shared/domain/guide-href";
import type { EmailAdapter } from "../../adapters/email/email.adapter";
import type { PrivateMedia } from "../../adapters/storage/private-media";
import { badRequest, conflict, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { recordStaffChange } from "../audit/audit.service";
import { createGarageRepository } from "../garage/garage.repository";
import { toPhoto } from "../guides/guide-shapes";
import { createGuidesRepository } from "../guides/guides.repository";
import { createPlacesRepository } from "../places/places.repository";
import { guideKeyValues } from "../../db/guide-keys";
import { insertOwnedPhotos } from "../photos/owned-photos.repository";
import type { PrivatePhotoStore } from "../photos/photo-renditions";
import { contributorDecisionEmail } from "./contributor-decision-email";
import {
  createRequestsRepository,
  type AssignmentRequestRow,
  type ContributorRequestRow,
  type EditRequestRow,
} from "./requests.repository";

export const REQUEST_MESSAGES = {
  noGuide: "This guide is not published: choose one you can read.",
  onePhoto: "Attach at most one photo.",
  unknownState: "No state or province has this code.",
  openApplication: "Your application is waiting for our editors. You can apply again once they have answered it.",
  alreadyContributor: "Your account already has this role or a higher one.",
  notFound: "Request not found.",
  decided: "This request has already been decided.",
} as const;

/** The audit log's entity types for the two kinds of request staff decide. */
export const EDIT_REQUEST_ENTITY = "edit_request";
export const CONTRIBUTOR_REQUEST_ENTITY = "contributor_request";

/** Staff's answer to a request: a decline always has its reason, an acceptance may have a note. */
type StaffDecision = { state: "accepted"; reason: string | null } | { state: "declined"; reason: string };

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toEditRequest({ request, trail, scoutRoute, state, photo }: EditRequestRow): EditRequest {
  const [kind, guide] = trail?.id ? (["trail", trail] as const) : (["scout-route", scoutRoute!] as const);
  return {
    id: request.id,
    guide: {
      kind,
      id: guide.id,
      title: guide.title,
      href: guideHref(GUIDE_SEGMENTS[kind], {
        slug: `${guide.id}-${guide.slug}`,
        state: { country_code: state.countryCode, slug: state.slug },
      }),
    },
    field: request.field as EditRequest["field"],
    proposed_text: request.proposedText,
    photo: photo?.original ? toPhoto(photo) : null,
    state: request.state,
    decision_reason: request.decisionReason,
    reviewed_at: iso(request.reviewedAt),
    created_at: request.createdAt.toISOString(),
  };
}

const toAssignmentRequest = ({ request, stateCode }: AssignmentRequestRow): AssignmentRequest => ({
  id: request.id,
  area: request.area,
  state_code: stateCode,
  message: request.message,
  state: request.state,
  created_at: request.createdAt.toISOString(),
});

const toContributorRequest = ({ request }: Pick<ContributorRequestRow, "request">): ContributorRequest => ({
  id: request.id,
  requested_role: request.requestedRole,
  experience: request.experience,
  areas: request.areas,
  sample_link: request.sampleLink,
  state: request.state,
  decision_reason: request.decisionReason,
  reviewed_at: iso(request.reviewedAt),
  created_at: request.createdAt.toISOString(),
});

interface RequestsDeps extends Pick<ServiceDeps, "db" | "clock" | "config"> {
  email: EmailAdapter;
  privateMedia: PrivateMedia;
}

export function createRequestsService({ db, clock, config, email, privateMedia }: RequestsDeps) {
  const repository = createRequestsRepository(db);

  /** A suggested edit reaches only its sender and staff: its photo's URLs are signed for them (ADR 0065). */
  const withSignedPhoto = (row: EditRequestRow): EditRequestRow => ({
    ...row,
    photo: row.photo && privateMedia.signPhoto(row.photo),
  });

  /** The guide a suggestion is about, or null when there is none this reader may read. */
  async function readableGuide(reader: UserClaims, subject: Pick<EditRequestFields, "trail" | "scout_route">) {
    const guides = createGuidesRepository(db);
    const found =
      subject.trail !== undefined
        ? await guides.findTrail(subject.trail).then((row) => row && { ...row.trail, kind: "trail" as const })
        : subject.scout_route !== undefined
          ? await guides.findScoutRoute(subject.scout_route).then((row) => row && { ...row.route, kind: "scout-route" as const })
          : null;
    return found && canSeeGuide(reader, { published: found.published, authorId: found.userId }) ? found : null;
  }

  /** The guide of a suggestion, or a 400 next to its field. */
  async function guideFor(reader: UserClaims, fields: EditRequestFields) {
    const guide = await readableGuide(reader, fields);
    if (!guide) {
      throw badRequest("Some fields are not valid.", {
        [fields.trail !== undefined ? "trail" : "scout_route"]: [REQUEST_MESSAGES.noGuide],
      });
    }
    return guide;
  }

  async function editRequestById(id: number): Promise<EditRequestRow> {
    const row = await repository.findEditRequest(id);
    if (!row) throw notFound(REQUEST_MESSAGES.notFound);
    return withSignedPhoto(row);
  }

  async function decideEditRequest(staff: UserClaims, id: number, decision: StaffDecision) {
    await db.transaction(async (tx) => {
      const requests = createRequestsRepository(tx);
      const request = await requests.lockEditRequest(id);
      if (!request) throw notFound(REQUEST_MESSAGES.notFound);
      if (request.state !== "open") throw conflict(REQUEST_MESSAGES.decided);
      const decisionReason = decision.state === "declined" ? decision.reason : null;
      await requests.decideEditRequest(id, { state: decision.state, reviewerId: staff.id, decisionReason }, clock.now());
      await recordStaffChange(tx, {
        actorId: staff.id,
        entityType: EDIT_REQUEST_ENTITY,
        entityId: id,
        action: decision.state,
        before: { state: request.state },
        after: { state: decision.state },
        reason: decision.reason,
      });
    });
    return toQueuedEditRequest(await editRequestById(id));
  }

  async function decideContributorRequest(staff: UserClaims, id: number, decision: StaffDecision) {
    await db.transaction(async (tx) => {
      const requests = createRequestsRepository(tx);
      const locked = await requests.lockContributorRequest(id);
      if (!locked) throw notFound(REQUEST_MESSAGES.notFound);
      if (locked.request.state !== "open") throw conflict(REQUEST_MESSAGES.decided);
      const now = clock.now();
      const role = locked.request.requestedRole;
      const { state } = decision;
      const declineReason = state === "declined" ? decision.reason : null;
      await requests.decideContributorRequest(id, { state, reviewerId: staff.id, decisionReason: declineReason }, now);
      const newRole = state === "accepted" ? roleAfterAcceptance(locked.accessType, role) : locked.accessType;
      if (newRole !== locked.accessType) await requests.setUserRole(locked.request.userId, newRole, now);
      await recordStaffChange(tx, {
        actorId: staff.id,
        entityType: CONTRIBUTOR_REQUEST_ENTITY,
        entityId: id,
        action: state,
        before: { state: locked.request.state, role: locked.accessType },
        after: { state, role: newRole },
        reason: decision.reason,
      });
      await email.enqueue(
        tx,
        contributorDecisionEmail({ to: locked.email, name: locked.name, role, declineReason, publicUrl: config.publicUrl }),
      );
    });
    const row = await repository.findContributorRequest(id);
    return toQueuedContributorRequest(row!);
  }

  return {
    /** The guide a suggestion form is for: its title, or null when this reader may not read it. */
    async suggestionSubject(reader: UserClaims, subject: Pick<EditRequestFields, "trail" | "scout_route">) {
      const guide = await readableGuide(reader, subject);
      return guide && { kind: guide.kind, id: guide.id, title: guide.title };
    },

    /** Records a suggested edit; the photo is stored before the transaction that writes the request and its row. */
    async suggestEdit(
      reader: UserClaims,
      fields: EditRequestFields,
      photos: Buffer[],
      store: PrivatePhotoStore,
    ): Promise<EditRequest> {
      if (photos.length > 1) throw badRequest("Some fields are not valid.", { photo: [REQUEST_MESSAGES.onePhoto] });
      const guide = await guideFor(reader, fields);
      const stored = photos[0] ? [await store.storePrivatePhoto(photos[0])] : [];
      const id = await db.transaction(async (tx) => {
        const requestId = await createRequestsRepository(tx).insertEditRequest({
          userId: reader.id,
          ...guideKeyValues(guide.kind, guide.id),
          field: fields.field,
          proposedText: fields.proposed_text,
          createdAt: clock.now(),
        });
        await insertOwnedPhotos(tx, { editRequestId: requestId }, stored);
        return requestId;
      });
      return toEditRequest(await editRequestById(id));
    },

    async editRequestQueue(query: EditRequestListQuery): Promise<EditRequestQueuePage> {
      const page = await repository.listEditRequests(query);
      return { ...page, results: page.results.map((row) => toQueuedEditRequest(withSignedPhoto(row))) };
    },
    acceptEditRequest: (staff: UserClaims, id: number, note?: string) =>
      decideEditRequest(staff, id, { state: "accepted", reason: note ?? null }),
    declineEditRequest: (staff: UserClaims, id: number, reason: string) =>
      decideEditRequest(staff, id, { state: "declined", reason }),

    async requestAssignment(reader: UserClaims, fields: AssignmentRequestCreate): Promise<AssignmentRequest> {
      let stateId: number | null = null;
      if (fields.state_code) {
        const state = await createPlacesRepository(db).findStateByCode(fields.state_code);
        if (!state) throw badRequest("Some fields are not valid.", { state_code: [REQUEST_MESSAGES.unknownState] });
        stateId = state.id;
      }
      const id = await db.transaction((tx) =>
        createRequestsRepository(tx).insertAssignmentRequest({
          userId: reader.id,
          stateId,
          area: fields.area,
          message: fields.message,
          createdAt: clock.now(),
        }),
      );
      const mine = await repository.listAssignmentRequestsOf(reader.id);
      return toAssignmentRequest(mine.find((row) => row.request.id === id)!);
    },

    async myAssignmentRequests(reader: UserClaims): Promise<AssignmentRequest[]> {
      return (await repository.listAssignmentRequestsOf(reader.id)).map(toAssignmentRequest);
    },

    async assignmentRequestQueue(state: RequestState): Promise<QueuedAssignmentRequest[]> {
      return (await repository.listAssignmentRequests(state)).map((row) => ({
        ...toAssignmentRequest(row),
        requester: row.requester,
      }));
    },

    /** The reader's latest application, for the apply page. */
    async myLatestApplication(reader: UserClaims): Promise<ContributorRequest | null> {
      const row = await repository.findLatestContributorRequestOf(reader.id);
      return row && toContributorRequest(row);
    },

    /** Applies to contribute, holding the person's row so two applications cannot both be open. */
    async applyToContribute(reader: UserClaims, fields: ContributorRequestCreate): Promise<ContributorRequest> {
      if (!canApplyFor(reader, fields.requested_role)) {
        throw badRequest("Some fields are not valid.", { requested_role: [REQUEST_MESSAGES.alreadyContributor] });
      }
      const id = await db.transaction(async (tx) => {
        await createGarageRepository(tx).lockOwner(reader.id);
        const requests = createRequestsRepository(tx);
        if (await requests.hasOpenContributorRequest(reader.id)) throw conflict(REQUEST_MESSAGES.openApplication);
        return requests.insertContributorRequest({
          userId: reader.id,
          requestedRole: fields.requested_role,
          experience: fields.experience,
          areas: fields.areas,
          sampleLink: fields.sample_link ?? null,
          createdAt: clock.now(),
        });
      });
      return toContributorRequest((await repository.findContributorRequest(id))!);
    },

    async contributorRequestQueue(query: ContributorRequestListQuery): Promise<ContributorRequestQueuePage> {
      const page = await repository.listContributorRequests(query);
      return { ...page, results: page.results.map(toQueuedContributorRequest) };
    },
    acceptContributorRequest: (staff: UserClaims, id: number, note?: string) =>
      decideContributorRequest(staff, id, { state: "accepted", reason: note ?? null }),
    declineContributorRequest: (staff: UserClaims, id: number, reason: string) =>
      decideContributorRequest(staff, id, { state: "declined", reason }),
  };
}

function toQueuedEditRequest(row: EditRequestRow): QueuedEditRequest {
  return { ...toEditRequest(row), requester: row.requester };
}

function toQueuedContributorRequest(row: ContributorRequestRow): QueuedContributorRequest {
  const { accessType, ...requester } = row.requester;
  return { ...toContributorRequest(row), requester: { ...requester, access_type: accessType } };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
