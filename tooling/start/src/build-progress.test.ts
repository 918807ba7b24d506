import { describe, expect, it } from 'vitest';
import {
  buildAnnouncement,
  duration,
  packageOfLine,
  plannedTasks,
  progressTeller,
} from './build-progress.ts';

const dryRun = {
  tasks: [
    { taskId: '@lender/ui#build', package: '@lender/ui', cache: { status: 'MISS' } },
    { taskId: '@lender/site#build', package: '@lender/site', cache: { status: 'MISS' } },
    { taskId: '@lender/validation#build', package: '@lender/validation', cache: { status: 'HIT' } },
    {
      taskId: '@lender/calculator-config#build',
      package: '@lender/calculator-config',
      command: '<NONEXISTENT>',
      cache: { status: 'MISS' },
    },
  ],
};

describe('the first start’s build progress', () => {
  it('reads the planned tasks from turbo’s dry run, not those with no build script', () => {
    expect(plannedTasks(dryRun)).toEqual([
      { package: '@lender/ui', cached: false },
      { package: '@lender/site', cached: false },
      { package: '@lender/validation', cached: true },
    ]);
    expect(() => plannedTasks({})).toThrow('no task list');
  });

  it('says up front what a build will take: all of it, part of it, or nothing', () => {
    const all = plannedTasks(dryRun).map((task) => ({ ...task, cached: false }));
    expect(buildAnnouncement(all)).toBe(
      'First start: building the site and the server (3 packages) before it serves. This takes a few minutes on a small machine; later starts skip it.',
    );
    expect(buildAnnouncement(plannedTasks(dryRun))).toBe(
      'Building 2 of 3 packages that changed since the last build, then starting the server.',
    );
    expect(buildAnnouncement(all.map((task) => ({ ...task, cached: true })))).toBeUndefined();
  });

  it('tells each package that builds once, numbered, from turbo’s prefixed lines', () => {
    const said: string[] = [];
    const tell = progressTeller(plannedTasks(dryRun), (line) => said.push(line));
    for (const line of [
      '• Packages in scope: @lender/bff, @lender/site',
      '@lender/ui:build: cache miss, executing 1a2b',
      '@lender/ui:build: > tsup',
      '@lender/validation:build: cache hit, replaying logs',
      '@lender/site:build: vite v7 building for production...',
      '@lender/ui:build: done',
    ]) {
      tell(line);
    }
    expect(said).toEqual(['  [1/2] building @lender/ui', '  [2/2] building @lender/site']);
  });

  it('takes a package only from a line’s prefix', () => {
    expect(packageOfLine('@lender/ui:build: x')).toBe('@lender/ui');
    expect(packageOfLine('error in a b:build: x')).toBeUndefined();
    expect(packageOfLine(':build: x')).toBeUndefined();
  });

  it('says a duration in minutes and seconds', () => {
    expect(duration(40_400)).toBe('40 s');
    expect(duration(125_000)).toBe('2 min 5 s');
  });
});
