// How long the server keeps what it collects, as the privacy notice states it. These are the
// defaults of the server's settings (apps/bff/src/config.ts): ANALYTICS_RETENTION_DAYS, whose job
// drops a day's partition of analytics events once it is older (collector/partition-repository.ts),
// and SESSION_REPLAY_RETENTION_DAYS, whose hourly job deletes older recordings
// (plugins/replay-jobs.ts). A deployment that changes either setting must change these too: the
// notice is pre-rendered and cannot read the server's settings.
export const RETENTION = {
  /** ANALYTICS_RETENTION_DAYS default. */
  analyticsDays: 400,
  /** SESSION_REPLAY_RETENTION_DAYS default. */
  sessionReplayDays: 30,
} as const;
