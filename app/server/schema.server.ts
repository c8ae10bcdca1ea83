/**
 * Table types for kysely, one interface per table of migrations/. Keep in step with the SQL.
 * Generated<T> marks columns the database fills in.
 */
import type { Generated } from "kysely";

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  meta: MetaTable;
}

export type { Generated };
