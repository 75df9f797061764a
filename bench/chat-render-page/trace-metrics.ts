/**
 * Main-thread numbers from a Chromium trace of the bench page. Durations come in two clocks: wall
 * (`dur`) and the thread's CPU time (`tdur`, `tts`); on a shared machine wall time also counts the
 * time the thread waited for a core, so CPU time is what compares runs fairly.
 */

export interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  tts?: number;
  args?: { name?: string; data?: { message?: string } };
}

/** Events during which V8 runs the page's JavaScript (nested ones are merged, not double-counted). */
const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'RunMicrotasks',
  'v8.callFunction',
  'v8.run',
]);

export interface MainThreadMetrics {
  /** Longest task, wall clock and CPU, ms. */
  longestTaskMs: number;
  longestTaskCpuMs: number;
  /** Tasks longer than `longTaskMs` (wall clock). */
  longTasks: number;
  /** Time spent running JavaScript, ms: the thread's CPU time, and wall-clock time. */
  scriptCpuMs: number;
  scriptWallMs: number;
  /** Time in all tasks, ms: CPU and wall clock. */
  busyCpuMs: number;
  busyWallMs: number;
  /** JavaScript CPU time from each chunk's mark to the next one's, ms, in chunk order. */
  scriptCpuPerChunkMs: number[];
}

/** Total length of the union of [start, end) intervals, in the input's unit. */
function unionLength(intervals: [number, number][]): number {
  intervals.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | null = null;
  for (const [from, to] of intervals) {
    if (current && from <= current[1]) current[1] = Math.max(current[1], to);
    else {
      if (current) total += current[1] - current[0];
      current = [from, to];
    }
  }
  return current ? total + (current[1] - current[0]) : total;
}

/**
 * JavaScript CPU time between consecutive chunk marks. Overlapping (nested) script events are merged
 * first; each merged run is charged to the window its wall-clock start falls in.
 */
function scriptCpuPerChunk(scripts: readonly TraceEvent[], marks: readonly TraceEvent[]): number[] {
  const runs: { ts: number; from: number; to: number }[] = [];
  for (const event of [...scripts].sort((a, b) => a.tts! - b.tts!)) {
    const last = runs.at(-1);
    const from = event.tts!;
    const to = from + event.tdur!;
    if (last && from <= last.to) last.to = Math.max(last.to, to);
    else runs.push({ ts: event.ts, from, to });
  }
  const starts = marks.map((mark) => mark.ts).sort((a, b) => a - b);
  const perChunk = new Array<number>(starts.length).fill(0);
  for (const run of runs) {
    // The last mark at or before the run's start.
    let low = 0;
    let high = starts.length - 1;
    let window = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (starts[mid]! <= run.ts) {
        window = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    if (window >= 0) perChunk[window]! += (run.to - run.from) / 1000;
  }
  return perChunk;
}

export function mainThreadMetrics(
  events: readonly TraceEvent[],
  longTaskMs: number,
  markPrefix: string,
): MainThreadMetrics {
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter(
    (e) => e.ph === 'X' && mains.some((thread) => thread.pid === e.pid && thread.tid === e.tid),
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur !== undefined);
  const cpuInterval = (e: TraceEvent): [number, number] => [e.tts ?? 0, (e.tts ?? 0) + (e.tdur ?? 0)];
  const wallInterval = (e: TraceEvent): [number, number] => [e.ts, e.ts + (e.dur ?? 0)];
  const hasCpu = (e: TraceEvent) => e.tts !== undefined && e.tdur !== undefined;
  const scripts = onMain.filter((e) => SCRIPT_EVENTS.has(e.name) && hasCpu(e));
  // Chunk stamps: console.timeStamp events (TimeStamp, the label in data.message) or User Timing marks.
  const marks = events.filter((e) =>
    e.name === 'TimeStamp'
      ? (e.args?.data?.message ?? '').startsWith(markPrefix)
      : e.name.startsWith(markPrefix) && e.ph !== 'X' && e.ph !== 'M',
  );
  return {
    longestTaskMs: Math.max(0, ...tasks.map((e) => e.dur! / 1000)),
    longestTaskCpuMs: Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000)),
    longTasks: tasks.filter((e) => e.dur! / 1000 > longTaskMs).length,
    scriptCpuMs: unionLength(scripts.map(cpuInterval)) / 1000,
    scriptWallMs: unionLength(scripts.map(wallInterval)) / 1000,
    scriptCpuPerChunkMs: scriptCpuPerChunk(scripts, marks),
    busyCpuMs: unionLength(tasks.filter(hasCpu).map(cpuInterval)) / 1000,
    busyWallMs: unionLength(tasks.map(wallInterval)) / 1000,
  };
}
