/**
 * The one database interface the backend and the identity service use. Two implementations: PGlite
 * (embedded, data under DATA_DIR) and PostgreSQL (when DATABASE_URL is set); the same SQL runs on both.
 */
export interface Database {
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction; the `tx` it receives must be used for every statement inside. */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  /**
   * Several statements without parameters in one round trip (the simple protocol), for scripts that bring
   * their own BEGIN/COMMIT: pg-boss's schema and maintenance (server/jobs). A failed script is rolled back.
   */
  script(sql: string): Promise<void>;
  close(): Promise<void>;
}
