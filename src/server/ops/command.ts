import type { Database } from '../db/client';

/** One operator command of `npm run ops`. Returns the process exit code. */
export interface OpsCommand {
  name: string;
  summary: string;
  run(context: OpsContext, args: string[]): Promise<number>;
}

export interface OpsContext {
  database: Database;
  print(line: string): void;
}
