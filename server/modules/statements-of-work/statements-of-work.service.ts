// Statements of work (ADR 0043): SUPER writes one for a contributor (the scope, the area, what is
// to be delivered, the pay and the deadline) and may change it until it is signed; the contributor
// it is addressed to (or SUPER on their behalf, in the audit log) signs it by typing their account
// name; from then on it is read-only. The addressee and staff (ADMIN or greater) may read it; to
// anyone else it does not exist.
import type {
  StatementOfWork,
  StatementOfWorkFields,
  StatementOfWorkListPage,
  StatementOfWorkListQuery,
  StatementOfWorkPatch,
} from "../../../shared/contracts/statement-of-work.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { ROUTE_RULES, canSignStatementOfWork, canWriteStatementOfWork } from "../../../shared/domain/access";
import { signatureMatches } from "../../../shared/domain/authoring";
import type { Executor } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/errors";
import { requireAccess } from "../../http/route-access";
import type { ServiceDeps } from "../../services";
import { changedFields, recordStaffChange } from "../audit/audit.service";
import { createPlacesRepository } from "../places/places.repository";
import { requireContributorByEmail } from "./contributors";
import { scopeFromHtml, scopeToHtml } from "./scope-html";
import {
  createStatementsOfWorkRepository,
  type StatementListRow,
  type StatementRow,
  type StatementValues,
} from "./statements-of-work.repository";

/** The audit log's entity type for statements of work. */
export const STATEMENT_ENTITY = "statement_of_work";

export const STATEMENT_MESSAGES = {
  notFound: "Statement of work not found.",
  signed: "This statement of work is signed and can no longer be changed.",
  alreadySigned: "This statement of work is already signed.",
  unknownState: "No state or province has this code.",
  signatureMismatch: "Type your full name exactly as it appears on your account.",
} as const;

function toStatement({ statement, contributor, state, signer }: StatementRow): StatementOfWork {
  return {
    id: statement.id,
    title: statement.title,
    contributor,
    scope: scopeFromHtml(statement.scopeHtml),
    scope_html: statement.scopeHtml,
    area_description: statement.areaDescription,
    state: state?.code ? { code: state.code, title: state.title } : null,
    deliverables: statement.deliverables,
    pay_cents: statement.payCents,
    deadline: statement.deadline,
    signature:
      statement.signedAt && statement.signatureName
        ? {
            name: statement.signatureName,
            signed_at: statement.signedAt.toISOString(),
            signed_by: signer?.uuid ? { uuid: signer.uuid, name: signer.name } : null,
          }
        : null,
    created_at: statement.createdAt.toISOString(),
    updated_at: statement.updatedAt.toISOString(),
  };
}

/** A statement's fields as staff write them: what its audit entries show before and after. */
function fieldsOf(statement: StatementOfWork): StatementOfWorkFields {
  return {
    title: statement.title,
    contributor_email: statement.contributor.email,
    scope: statement.scope,
    area_description: statement.area_description,
    state_code: statement.state?.code ?? null,
    deliverables: statement.deliverables,
    pay_cents: statement.pay_cents,
    deadline: statement.deadline,
  };
}

const toListRow = ({ statement, contributor, stateCode }: StatementListRow) => ({
  id: statement.id,
  title: statement.title,
  contributor,
  area_description: statement.areaDescription,
  state_code: stateCode,
  pay_cents: statement.payCents,
  deadline: statement.deadline,
  signed_at: statement.signedAt?.toISOString() ?? null,
  created_at: statement.createdAt.toISOString(),
});

/** The stored values of the fields sent: the addressee and the state looked up, the scope as HTML. */
async function valuesOf(db: Executor, fields: StatementOfWorkPatch): Promise<Partial<StatementValues>> {
  const values: Partial<StatementValues> = {};
  if (fields.title !== undefined) values.title = fields.title;
  if (fields.scope !== undefined) values.scopeHtml = scopeToHtml(fields.scope);
  if (fields.area_description !== undefined) values.areaDescription = fields.area_description;
  if (fields.deliverables !== undefined) values.deliverables = fields.deliverables;
  if (fields.pay_cents !== undefined) values.payCents = fields.pay_cents;
  if (fields.deadline !== undefined) values.deadline = fields.deadline;
  if (fields.contributor_email !== undefined) {
    values.contributorId = (await requireContributorByEmail(db, fields.contributor_email, "contributor_email")).id;
  }
  if (fields.state_code !== undefined) {
    if (fields.state_code === null) values.stateId = null;
    else {
      const state = await createPlacesRepository(db).findStateByCode(fields.state_code);
      if (!state) throw badRequest("Some fields are not valid.", { state_code: [STATEMENT_MESSAGES.unknownState] });
      values.stateId = state.id;
    }
  }
  return values;
}

export function createStatementsOfWorkService({ db, clock }: Pick<ServiceDeps, "db" | "clock">) {
  const repository = createStatementsOfWorkRepository(db);

  /** The statement as this reader may see it: a 404 for anyone but its addressee and staff. */
  async function readable(reader: UserClaims, id: number): Promise<StatementRow> {
    const row = await repository.findStatement(id);
    if (!row) throw notFound(STATEMENT_MESSAGES.notFound);
    requireAccess(reader, ROUTE_RULES.statementOfWorkReader, row.statement, () => notFound(STATEMENT_MESSAGES.notFound));
    return row;
  }

  return {
    async get(reader: UserClaims, id: number): Promise<StatementOfWork> {
      return toStatement(await readable(reader, id));
    },

    /** The statement with what this reader may do with it: what the pages offer. */
    async withActions(reader: UserClaims, id: number) {
      const row = await readable(reader, id);
      const isOpen = row.statement.signedAt === null;
      return {
        statement: toStatement(row),
        maySign: isOpen && canSignStatementOfWork(reader, row.statement),
        mayEdit: isOpen && canWriteStatementOfWork(reader),
      };
    },

    /** Every statement for the staff list, with everyone they are addressed to for its filter. */
    async list(query: StatementOfWorkListQuery): Promise<StatementOfWorkListPage> {
      const [page, contributors] = await Promise.all([repository.list(query), repository.contributors()]);
      return { ...page, results: page.results.map(toListRow), contributors };
    },

    async create(author: UserClaims, fields: StatementOfWorkFields): Promise<StatementOfWork> {
      const id = await db.transaction(async (tx) => {
        const values = (await valuesOf(tx, fields)) as StatementValues;
        const created = await createStatementsOfWorkRepository(tx).insertStatement(
          { ...values, createdById: author.id },
          clock.now(),
        );
        await recordStaffChange(tx, {
          actorId: author.id,
          entityType: STATEMENT_ENTITY,
          entityId: created,
          action: "created",
          after: { ...fields },
        });
        return created;
      });
      return toStatement((await repository.findStatement(id))!);
    },

    async update(reader: UserClaims, id: number, patch: StatementOfWorkPatch): Promise<StatementOfWork> {
      await db.transaction(async (tx) => {
        const statements = createStatementsOfWorkRepository(tx);
        const locked = await statements.lockStatement(id);
        if (!locked) throw notFound(STATEMENT_MESSAGES.notFound);
        if (locked.signedAt) throw conflict(STATEMENT_MESSAGES.signed, "signed");
        const before = fieldsOf(toStatement((await statements.findStatement(id))!));
        await statements.updateStatement(id, await valuesOf(tx, patch), clock.now());
        const changes = changedFields({ ...before }, { ...patch });
        if (Object.keys(changes.after).length > 0) {
          await recordStaffChange(tx, {
            actorId: reader.id,
            entityType: STATEMENT_ENTITY,
            entityId: id,
            action: "changed",
            ...changes,
          });
        }
      });
      return this.get(reader, id);
    },

    /** Signs it: the typed name must be the addressee's account name; who signed and when are kept. */
    async sign(reader: UserClaims, id: number, signatureName: string): Promise<StatementOfWork> {
      await db.transaction(async (tx) => {
        const statements = createStatementsOfWorkRepository(tx);
        const locked = await statements.lockStatement(id);
        if (!locked) throw notFound(STATEMENT_MESSAGES.notFound);
        requireAccess(reader, ROUTE_RULES.statementOfWorkReader, locked, () => notFound(STATEMENT_MESSAGES.notFound));
        requireAccess(reader, ROUTE_RULES.statementOfWorkSigner, locked);
        if (locked.signedAt) throw conflict(STATEMENT_MESSAGES.alreadySigned, "signed");
        if (!signatureMatches(signatureName, locked.contributorName)) {
          throw badRequest("Some fields are not valid.", { signature_name: [STATEMENT_MESSAGES.signatureMismatch] });
        }
        await statements.signStatement(id, { signatureName: signatureName.trim(), signedById: reader.id }, clock.now());
        // The addressee's own signature is theirs; staff signing on their behalf is a staff change.
        if (reader.id !== locked.contributorId) {
          await recordStaffChange(tx, {
            actorId: reader.id,
            entityType: STATEMENT_ENTITY,
            entityId: id,
            action: "signed for the contributor",
            before: { signature_name: null },
            after: { signature_name: signatureName.trim() },
          });
        }
      });
      return this.get(reader, id);
    },
  };
}

export type StatementsOfWorkService = ReturnType<typeof createStatementsOfWorkService>;
