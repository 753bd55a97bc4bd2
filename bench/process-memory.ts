// A process's memory as Linux counts it: resident now (VmRSS), and the most it has held (VmHWM).
import { readFile } from "node:fs/promises";

async function statusMb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1024);
}

export const residentMb = (pid: number) => statusMb(pid, "VmRSS");
export const peakResidentMb = (pid: number) => statusMb(pid, "VmHWM");
