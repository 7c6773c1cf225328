import type { Db } from '../db/database.ts';

export interface ExportContext {
  db: Db;
  userId: string;
}

/** One JSON file of the export: its name, its line in the README, the tables it covers, how it loads. */
export interface UserTableFile {
  file: string;
  about: string;
  tables: string[];
  load: (context: ExportContext) => Promise<unknown>;
}
