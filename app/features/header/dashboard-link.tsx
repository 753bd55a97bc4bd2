// "Dashboard" with its unread-announcement count, and the All-Access badge for paid members (spec §2.5).
import { NavLink } from "react-router";
import { formatUnreadCount } from "../../../shared/domain/formatters";
import { Badge } from "../../components/ui/badge";
import { cx } from "../../components/ui/class-names";
import { useT } from "../../lib/i18n";
import { DASHBOARD_HREF } from "./header-links";

export interface DashboardLinkProps {
  unreadCount: number;
  isPaid: boolean;
  /** The look of the surrounding links (header bar or mobile sheet). */
  className: string;
}

export function DashboardLink({ unreadCount, isPaid, className }: DashboardLinkProps) {
  const { t } = useT();
  return (
    <span className="flex items-center gap-1.5">
      <NavLink to={DASHBOARD_HREF} className={cx(className, "gap-2")}>
        {t("Dashboard")}
        {unreadCount > 0 && (
          <Badge tone="count">
            {formatUnreadCount(unreadCount)}
            <span className="sr-only"> {t("unread announcements")}</span>
          </Badge>
        )}
      </NavLink>
      {isPaid && (
        <Badge tone="all-access" className="shrink-0">
          All-Access
        </Badge>
      )}
    </span>
  );
}
