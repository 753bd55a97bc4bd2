// Every back-office page in one frame (ADR 0047): the tools' navigation by group beside the page on
// a wide screen, folded into a menu above it on a phone; the page's title, summary and actions.
import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { STAFF_TOOL_GROUPS } from "../../../shared/domain/staff-tool-groups";
import { cx } from "../ui/class-names";
import { useStaffTools, type StaffToolLink } from "./use-staff-tools";

function ToolNavigation({ tools }: { tools: StaffToolLink[] }) {
  return (
    <ul className="space-y-4">
      <li>
        <NavLink
          end
          to="/admin"
          className={({ isActive }) =>
            cx(
              "block rounded-lg px-3 py-1.5 text-sm font-semibold",
              isActive ? "bg-brand-green-dark text-white" : "text-dark-grey hover:bg-neutral-100",
            )
          }
        >
          Dashboard
        </NavLink>
      </li>
      {STAFF_TOOL_GROUPS.map((group) => {
        const inGroup = tools.filter((tool) => tool.group === group);
        if (inGroup.length === 0) return null;
        return (
          <li key={group}>
            <p className="px-3 text-xs font-semibold uppercase tracking-wide text-grey">{group}</p>
            <ul className="mt-1 space-y-0.5">
              {inGroup.map((tool) => (
                <li key={tool.path}>
                  <NavLink
                    to={tool.path}
                    className={({ isActive }) =>
                      cx(
                        "block rounded-lg px-3 py-1.5 text-sm",
                        isActive ? "bg-brand-green-dark font-semibold text-white" : "text-dark-grey hover:bg-neutral-100",
                      )
                    }
                  >
                    {tool.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

interface StaffPageProps {
  title: string;
  summary?: ReactNode;
  /** Buttons or links beside the title (create, export). */
  actions?: ReactNode;
  /** A way back for a page under a tool ("All events"). */
  back?: { to: string; label: string };
  children: ReactNode;
}

export function StaffPage({ title, summary, actions, back, children }: StaffPageProps) {
  const tools = useStaffTools();
  return (
    <div className="mx-auto flex w-full max-w-[90rem] flex-col gap-6 px-4 py-6 lg:flex-row lg:px-6">
      <nav aria-label="Staff tools" className="shrink-0 lg:w-56">
        <details className="group rounded-xl border border-grey/15 bg-white lg:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-semibold text-dark-grey">
            Staff tools
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
          </summary>
          <div className="border-t border-grey/10 p-2">
            <ToolNavigation tools={tools} />
          </div>
        </details>
        <div className="sticky top-20 hidden lg:block">
          <ToolNavigation tools={tools} />
        </div>
      </nav>
      <div className="min-w-0 flex-1 space-y-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            {back && (
              <Link
                to={back.to}
                className="text-sm font-medium text-grey underline underline-offset-2 hover:text-brand-green-dark"
              >
                {back.label}
              </Link>
            )}
            <h1 className="text-2xl font-bold text-dark-grey sm:text-3xl">{title}</h1>
            {summary && <p className="max-w-3xl text-grey">{summary}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </header>
        {children}
      </div>
    </div>
  );
}
