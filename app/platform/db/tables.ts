/** Timestamps are ISO-8601 strings in UTC, the same on SQLite and PostgreSQL. */
export type Timestamp = string;

/** What every capability stands on: settings and rate limits. */
export type PlatformTables = {
  settings: { key: string; value: string };
  rate_limits: {
    key: string;
    window_start: Timestamp;
    hits: number;
  };
};
