// Types of test-postgres.mjs, for the TypeScript that imports it (tests/support/postgres-setup.ts).
export const DEFAULT_SERVER_URL: string;
export interface TestPostgresServer {
  url: string;
  started: boolean;
  stop(): Promise<void>;
}
export function startPostgres(options?: { log?: (line: string) => void }): Promise<TestPostgresServer>;
export function findOrStartPostgres(options?: { log?: (line: string) => void }): Promise<TestPostgresServer>;
export function makeTestDatabase(
  serverUrl: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }>;
export function testPostgres(options?: {
  log?: (line: string) => void;
}): Promise<{ serverUrl: string; url: string; close(): Promise<void> }>;
