// An account's role, membership and, when disabled, that it is: words in pills, never colour alone.
import type { AdminUser } from "../../../shared/contracts/user-admin.contract";
import { cx } from "../../components/ui/class-names";
import { hasAllAccessByRole, membershipLabel } from "./user-labels";

function Pill({ children, tone = "plain" }: { children: string; tone?: "plain" | "paid" | "warning" }) {
  return (
    <span
      className={cx(
        "rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tone === "plain" && "bg-neutral-100 text-dark-grey",
        tone === "paid" && "bg-green-50 text-brand-green-dark",
        tone === "warning" && "bg-red-50 text-brand-red",
      )}
    >
      {children}
    </span>
  );
}

export function AccountBadges({ user }: { user: Pick<AdminUser, "role" | "membership" | "disabled_at"> }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Pill>{user.role}</Pill>
      <Pill tone={user.membership === "free" && !hasAllAccessByRole(user.role) ? "plain" : "paid"}>{membershipLabel(user)}</Pill>
      {user.disabled_at && <Pill tone="warning">Disabled</Pill>}
    </span>
  );
}
