/**
 * What a backup archive holds: a gzipped tar whose first entry says what made it, then one JSON
 * Lines file per table, then the site's files, and last a manifest of counts and checksums.
 * The manifest comes last because the checksums are known only once everything is written.
 */
export const ARCHIVE_FORMAT = 1;

/** The first entry: read before anything else is unpacked, so a refusal costs nothing. */
export const HEADER_ENTRY = 'verdict-backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const TABLES_FOLDER = 'database/';
export const FILES_FOLDER = 'files/';

export type DatabaseKind = 'mysql' | 'sqlite';

export interface ArchiveHeader {
  format: number;
  /** The newest migration the site's code knew, e.g. 1795972006530. */
  schema: number;
  createdAt: string;
  database: DatabaseKind;
}

export interface TableRecord {
  table: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface FileRecord {
  /** Path inside the data folder, with forward slashes. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest extends ArchiveHeader {
  tables: TableRecord[];
  files: FileRecord[];
}

/** A table's entry name in the archive. */
export const tableEntry = (table: string) => `${TABLES_FOLDER}${table}.jsonl`;
export const fileEntry = (path: string) => `${FILES_FOLDER}${path}`;
