// What `pnpm start` tells while turbo builds: turbo's own output is either every tool's lines
// (thousands) or, with errors-only, nothing for minutes on a first start (issue 36 §4). This reads
// turbo's prefixed lines ("@lender/ui:build: …") and tells one line per package as it starts.

/** A build task as turbo's dry run lists it. */
export interface PlannedTask {
  /** The package, as turbo prefixes its lines: "@lender/ui". */
  package: string;
  /** Whether turbo's cache holds its output (then it is restored, not built). */
  cached: boolean;
}

interface DryRunTask {
  package?: unknown;
  command?: unknown;
  cache?: { status?: unknown };
}

/**
 * The tasks of `turbo run build --dry=json`'s answer that run something: turbo lists a package
 * with no build script too (command "<NONEXISTENT>"), never cached, never run.
 */
export function plannedTasks(dryRun: unknown): PlannedTask[] {
  const tasks = (dryRun as { tasks?: unknown }).tasks;
  if (!Array.isArray(tasks)) throw new Error('turbo --dry=json gave no task list');
  return (tasks as DryRunTask[])
    .filter((task) => task.command !== '<NONEXISTENT>')
    .map((task) => {
      if (typeof task.package !== 'string') throw new Error('a turbo task without its package');
      return { package: task.package, cached: task.cache?.status === 'HIT' };
    });
}

/** The line said before the build, or undefined when nothing needs building. */
export function buildAnnouncement(tasks: readonly PlannedTask[]): string | undefined {
  const toBuild = tasks.filter((task) => !task.cached).length;
  if (toBuild === 0) return undefined;
  const all = toBuild === tasks.length;
  return all
    ? `First start: building the site and the server (${toBuild} packages) before it serves. This takes a few minutes on a small machine; later starts skip it.`
    : `Building ${toBuild} of ${tasks.length} packages that changed since the last build, then starting the server.`;
}

/** The package a turbo output line belongs to ("@lender/ui:build: …" → "@lender/ui"). */
export function packageOfLine(line: string): string | undefined {
  const end = line.indexOf(':build:');
  if (end <= 0) return undefined;
  const name = line.slice(0, end);
  // A package name: no spaces, at most one "/" (a scope); anything else is not a prefix.
  return name.length <= 214 && !/\s/.test(name) ? name : undefined;
}

/** Tells each package once, numbered, as its first line arrives. */
export function progressTeller(
  tasks: readonly PlannedTask[],
  say: (line: string) => void,
): (outputLine: string) => void {
  const toBuild = new Set(tasks.filter((task) => !task.cached).map((task) => task.package));
  const told = new Set<string>();
  return (outputLine) => {
    const name = packageOfLine(outputLine);
    if (!name || !toBuild.has(name) || told.has(name)) return;
    told.add(name);
    say(`  [${told.size}/${toBuild.size}] building ${name}`);
  };
}

/** "2 min 5 s", "40 s". */
export function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}
