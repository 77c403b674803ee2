/**
 * The soak of `npm run bench:load`: every scenario at once (each connection sends them in turn)
 * for two minutes against one running row's server, with the resident memory of each server
 * process at the start and at the end, so a leak under sustained load shows as growth.
 */
import { readFileSync } from 'node:fs';
import { cannon, childPids, tally, type RunningRow } from './loadRow';

/** How long the soak runs (`--quick`: a smoke run). */
export const SOAK_SECONDS = process.argv.includes('--quick') ? 10 : 120;

/** One server process's resident memory in MB (VmRSS), or NaN once it is gone. */
function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? Number.NaN : Number(kb) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of the server and, for a cluster, of each of its workers. */
export interface MemorySample {
  /** The process started (a cluster's primary), then its workers, in pid order. */
  processes: { pid: number; role: 'server' | 'primary' | 'worker'; mb: number }[];
}

function sampleMemory(pid: number): MemorySample {
  const workers = childPids(pid).sort((a, b) => a - b);
  return {
    processes: [
      { pid, role: workers.length > 0 ? 'primary' : 'server', mb: residentMb(pid) },
      ...workers.map((w) => ({ pid: w, role: 'worker' as const, mb: residentMb(w) })),
    ],
  };
}

/** What the soak measured. */
export interface SoakFigures {
  label: string;
  seconds: number;
  perSecond: number;
  p99: number;
  requests: number;
  /** Answers by status code. */
  codes: Record<string, number>;
  /** Answers outside 2xx plus requests without an answer. */
  errors: number;
  start: MemorySample;
  end: MemorySample;
}

/** Soaks `row`'s server with the mix of its scenarios. */
export async function soak(label: string, row: RunningRow): Promise<SoakFigures> {
  console.log(`${label}: soaking ${SOAK_SECONDS} s with every scenario in turn…`);
  const start = sampleMemory(row.server.pid);
  const result = await cannon(
    row.server.base,
    row.scenarios.map((s) => s.setup),
    SOAK_SECONDS,
  );
  const end = sampleMemory(row.server.pid);
  // Each scenario expects its own 2xx (200 or 201): here any 2xx counts as expected.
  const { codes } = tally(result, 200);
  const requests = Object.values(codes).reduce((a, b) => a + b, 0);
  return {
    label,
    seconds: SOAK_SECONDS,
    perSecond: result.requests.average,
    p99: result.latency.p99,
    requests,
    codes,
    errors: result.non2xx + result.errors,
    start,
    end,
  };
}
