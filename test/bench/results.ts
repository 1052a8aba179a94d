// The benchmark's figures, as results.json holds them: one type per part of the run.
import type { AccessLogCost } from './access-log-cost';
import type { BuildRun, PackageCounts } from './build-and-deps';
import type { RouteBytes } from './bytes';
import type { BuildComparison } from './compare-builds';
import type { DeployFigures } from './deploy';
import type { DeliverySummary } from './image-waste';
import type { LoadSample } from './page-load';
import type { Profile } from './profiles';
import type { PingFlood } from './ping-flood';
import type { ReportThroughput } from './report-throughput';
import type { LoadResult } from './server-load';
import type { Spread } from './stats';

export interface PageSummary {
  route: string;
  profile: Profile['name'];
  loads: number;
  ttfb: Spread;
  fcp: Spread;
  lcp: Spread;
  cls: Spread;
  tbt: Spread;
  /** Blocking time of the long frames after the first paint that ran no script (page-load.ts). */
  renderBlocking: Spread;
  hydrated: Spread;
  /** The 'evaluation-start' mark (see page-load.ts). */
  evaluationStart: Spread;
  /** The longest task of each load, whenever it ran. */
  longestTask: Spread;
  /** The longest script that began before the first paint (page-load.ts): 0 when none. */
  longestScriptBeforePaint: Spread;
  /** Loads whose first contentful paint came before the evaluation started. */
  paintedFirst: number;
  requestsBeforeIdle: Spread;
  /** The LCP element seen most often, and every distinct one. */
  lcpElement: string | null;
  lcpElements: string[];
}

export interface ServerRun extends LoadResult {
  /** CPU time of the server process during the run, as % of one core. */
  serverCpuPercent: number | null;
  /** CPU time of the load generator (this process), as % of one core. */
  clientCpuPercent: number;
  /** Server CPU time per response answered (warm-up included), in µs: steadier than req/s on a shared machine. */
  serverCpuPerResponseUs: number | null;
  /** Each round's requests per second, when the run stands for several interleaved rounds (their median). */
  roundsRequestsPerSecond?: number[];
}

export interface ServerTarget {
  name: string;
  path: string;
  requestHeaders: Record<string, string>;
  expect: { status: number; encoding: string | null; bytes: number };
  ours: ServerRun;
  bare: ServerRun;
  /** ours.requestsPerSecond / bare.requestsPerSecond */
  throughputRatio: number;
  /** `/` only: the bare server sending every header ours sends (headerCount), and ours against it. Not a target. */
  sameHeaders?: { run: ServerRun; headerCount: number; throughputRatio: number };
  /** `/` only: the build BENCH_BEFORE names, on its own `/`, and ours against it. Not a target. */
  before?: { commit: string; run: ServerRun; throughputRatio: number };
}

export interface ProcessMemory {
  /** Resident set right after start-up, bytes. */
  startRss: number | null;
  /** VmHWM at the end of the load: the process's peak resident set, bytes. */
  peakRss: number | null;
}

export interface TargetCheck {
  figure: string;
  value: string;
  target: string;
  met: boolean;
}

export interface BenchResults {
  generatedAt: string;
  machine: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    memoryBytes: number;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    chromium: string;
  };
  settings: { serverSeconds: number; serverRounds: number; serverWarmupSeconds: number; connections: number; pageLoadsPerRoute: number; buildRuns: number };
  build: { runs: BuildRun[]; wallMs: Spread; reportedMs: Spread; packages: PackageCounts };
  bytes: RouteBytes[];
  pageLoad: {
    profiles: Array<Pick<Profile, 'name' | 'description' | 'throttling'>>;
    summary: PageSummary[];
    /** The React floor page (one empty component), loaded with each phone profile in the same run. */
    floor: PageSummary[];
    samples: LoadSample[];
  };
  /** Bytes and requests to idle, image waste (image-waste.ts). */
  delivery: DeliverySummary[];
  /** The build named by BENCH_BEFORE beside this one, loaded interleaved in the same run (compare-builds.ts). */
  comparison: BuildComparison | null;
  server: { targets: ServerTarget[]; memory: { ours: ProcessMemory; bare: ProcessMemory } };
  deploy: DeployFigures;
  accessLog: AccessLogCost;
  pingFlood: PingFlood;
  reportThroughput: ReportThroughput;
  targets: TargetCheck[];
  /** Anything that makes the run invalid (load errors, console errors): the exit status is 1. */
  problems: string[];
  durationSeconds: number;
}
