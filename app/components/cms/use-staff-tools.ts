// The tools the admin layout's loader found the caller may open.
import { useRouteLoaderData } from "react-router";
import type { StaffToolGroup } from "../../../shared/domain/staff-tool-groups";

export interface StaffToolLink {
  path: string;
  title: string;
  summary: string;
  group: StaffToolGroup;
}

export function useStaffTools(): StaffToolLink[] {
  return useRouteLoaderData<{ tools: StaffToolLink[] }>("admin-layout")?.tools ?? [];
}
