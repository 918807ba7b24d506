/** Runs `task` every `intervalMs` until stopped; a failure is logged and the next run goes ahead. */
export function startPeriodic(
  task: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = task().catch(onError);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
