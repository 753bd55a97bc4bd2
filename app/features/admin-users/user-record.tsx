// The record of /admin/user-cms/{uuid} (SUPER): who it is, its membership and billing history
// (subscriptions, payments and refunds, grants), the changes staff may make to it, each with a
// reason, and its staff history from the audit log (ADR 0049).
import { useState, type ReactNode } from "react";
import {
  complimentaryAccessSchema,
  roleChangeSchema,
  staffReasonSchema,
  type AdminGrant,
  type AdminUserDetail,
} from "../../../shared/contracts/user-admin.contract";
import { formatUsd } from "../../../shared/domain/pricing";
import { ROLES } from "../../../shared/domain/roles";
import { RecordHistory } from "../../components/cms/record-history";
import { Field, controlClassName } from "../../components/ui/field";
import { AccountBadges } from "./account-badges";
import { StaffChangeForm } from "./staff-change-form";
import { MEMBERSHIP_LABELS, membershipLabel, staffDay } from "./user-labels";

const GRANT_REASON_LABELS: Record<AdminGrant["reason"], string> = {
  five_year: "Five-year purchase",
  gift: "Gift",
  complementary_trial: "Complementary trial",
  partner: "Partner",
  staff: "Complimentary (staff)",
};

const money = (cents: number) => formatUsd(cents / 100);

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl border border-grey/15 bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-bold text-dark-grey">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-dark-grey">{label}</dt>
          <dd className="break-words text-grey">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A small read-only table that scrolls sideways on a phone. */
function HistoryTable({
  caption,
  headers,
  rows,
  empty,
}: {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-grey">{empty}</p>;
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-grey/15 text-xs uppercase tracking-wide text-grey">
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            <tr key={index} className="border-b border-grey/10 last:border-0">
              {cells.map((cell, column) => (
                <td key={column} className="px-2 py-1.5 align-top whitespace-nowrap">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BillingHistory({ account }: { account: AdminUserDetail }) {
  const refunds = account.payments.filter((payment) => payment.refunded_cents > 0);
  return (
    <Card title="Membership and billing" id="billing-title">
      <h3 className="font-semibold text-dark-grey">Subscriptions</h3>
      <HistoryTable
        caption="Subscriptions"
        headers={["Plan", "Status", "Period", "Source"]}
        empty="No subscriptions."
        rows={account.subscriptions.map((subscription) => [
          subscription.plan_name,
          subscription.cancel_at_period_end ? `${subscription.status}, ends at period end` : subscription.status,
          `${staffDay(subscription.current_period_start)} – ${staffDay(subscription.current_period_end)}`,
          subscription.source,
        ])}
      />
      <h3 className="font-semibold text-dark-grey">Payments</h3>
      <HistoryTable
        caption="Payments"
        headers={["Paid", "Plan", "Amount", "Discount", "Card"]}
        empty="No payments."
        rows={account.payments.map((payment) => [
          staffDay(payment.paid_at),
          payment.plan_name,
          money(payment.amount_cents),
          payment.discount_cents > 0 ? money(payment.discount_cents) : "—",
          payment.card ?? "—",
        ])}
      />
      <h3 className="font-semibold text-dark-grey">Refunds</h3>
      <HistoryTable
        caption="Refunds"
        headers={["Refunded", "Plan", "Amount refunded", "Of"]}
        empty="No refunds."
        rows={refunds.map((payment) => [
          payment.refunded_at ? staffDay(payment.refunded_at) : "—",
          payment.plan_name,
          money(payment.refunded_cents),
          money(payment.amount_cents),
        ])}
      />
      <h3 className="font-semibold text-dark-grey">Grants</h3>
      <HistoryTable
        caption="Grants"
        headers={["Kind", "Tier", "From", "Until", "Plan code", "Given by", "State"]}
        empty="No grants."
        rows={account.grants.map((grant) => [
          GRANT_REASON_LABELS[grant.reason],
          MEMBERSHIP_LABELS[grant.tier],
          staffDay(grant.starts_at),
          staffDay(grant.ends_at),
          grant.plan_code ?? "—",
          grant.granted_by ?? "—",
          grant.revoked_at ? `Revoked ${staffDay(grant.revoked_at)}` : grant.is_revocable ? "Running" : "—",
        ])}
      />
    </Card>
  );
}

/** Today (UTC): the earliest last day a grant may have. */
const today = () => new Date().toISOString().slice(0, 10);

function ComplimentaryAccess({ account, onSaved }: { account: AdminUserDetail; onSaved: () => void }) {
  const running = account.grants.filter((grant) => grant.is_revocable);
  const base = `/api/v2/admin/users/${account.uuid}/complimentary-access/`;
  return (
    <Card title="Complimentary access" id="access-title">
      <p className="text-sm text-grey">All-Access for free until the end of the day you choose (UTC).</p>
      <StaffChangeForm
        schema={complimentaryAccessSchema}
        action={base}
        submitLabel="Give access"
        done="Complimentary access given."
        onSaved={onSaved}
      >
        {(errors) => (
          <Field label="Last day of access" error={errors.ends_on}>
            {(control) => (
              <input
                {...control}
                type="date"
                name="ends_on"
                min={today()}
                className={controlClassName(Boolean(errors.ends_on), "h-11 w-auto")}
              />
            )}
          </Field>
        )}
      </StaffChangeForm>
      {running.map((grant) => (
        <div key={grant.id} className="space-y-2 border-t border-grey/15 pt-3">
          <p className="text-sm font-semibold text-dark-grey">
            Running until {staffDay(grant.ends_at)}
            {grant.granted_by && `, given by ${grant.granted_by}`}
          </p>
          <StaffChangeForm
            schema={staffReasonSchema}
            action={`${base}${grant.id}/revoke/`}
            submitLabel="Revoke access"
            reasonLabel="Reason for revoking"
            variant="secondary"
            done="Complimentary access revoked."
            onSaved={onSaved}
          />
        </div>
      ))}
    </Card>
  );
}

export function UserRecord({ account, isSelf }: { account: AdminUserDetail; isSelf: boolean }) {
  const [version, setVersion] = useState(0);
  const onSaved = () => setVersion((current) => current + 1);
  const path = `/api/v2/admin/users/${account.uuid}`;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-6">
        <Card title="Account" id="account-title">
          <Facts
            facts={[
              ["Status", <AccountBadges key="badges" user={account} />],
              ["Joined", staffDay(account.joined_at)],
              [
                "Membership",
                account.access_until
                  ? `${membershipLabel(account)} until ${staffDay(account.access_until)}`
                  : membershipLabel(account),
              ],
              ["Signed up from", account.signup_origin ?? "—"],
              ["Partner", account.affiliate_origin ?? "—"],
              ...(account.disabled_at
                ? ([["Disabled", `${staffDay(account.disabled_at)}: ${account.disabled_reason ?? ""}`]] as [string, string][])
                : []),
            ]}
          />
        </Card>
        <BillingHistory account={account} />
        <RecordHistory entityType="user" entityId={account.uuid} version={version} />
      </div>
      <div className="space-y-6">
        <Card title="Role" id="role-title">
          <StaffChangeForm
            schema={roleChangeSchema}
            action={`${path}/role/`}
            submitLabel="Change role"
            done="Role changed."
            onSaved={onSaved}
          >
            {(errors) => (
              <Field
                label="Role"
                error={errors.role}
                hint={isSelf ? "Your own role can only go up; ask another super user to lower it." : undefined}
              >
                {(control) => (
                  <select
                    {...control}
                    name="role"
                    defaultValue={account.role}
                    key={account.role}
                    className={controlClassName(Boolean(errors.role), "h-11")}
                  >
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          </StaffChangeForm>
        </Card>
        <ComplimentaryAccess account={account} onSaved={onSaved} />
        <Card title={account.disabled_at ? "Re-enable the account" : "Disable the account"} id="state-title">
          {account.disabled_at ? (
            <StaffChangeForm
              schema={staffReasonSchema}
              action={`${path}/enable/`}
              submitLabel="Re-enable account"
              done="Account re-enabled."
              onSaved={onSaved}
            />
          ) : isSelf ? (
            <p className="text-sm text-grey">You cannot disable your own account.</p>
          ) : (
            <>
              <p className="text-sm text-grey">A disabled account cannot sign in, and its sessions end at once.</p>
              <StaffChangeForm
                schema={staffReasonSchema}
                action={`${path}/disable/`}
                submitLabel="Disable account"
                variant="secondary"
                done="Account disabled."
                onSaved={onSaved}
              />
            </>
          )}
        </Card>
      </div>
    </div>
  );
}
