import { Injectable } from '@nestjs/common';
import { KeyValueStore } from '../../../infra/kv/key-value-store';
import { decodeCell, encodeCell, type BoardCell } from './board-cell';
import type { BoardPerson } from './board-rank';

const key = (cid: number, part: string) => `contest-board:${cid}:${part}`;
export const cellField = (uid: string, pid: number) => `${uid}:${pid}`;
/** The user and problem of a cell field. */
export function cellOfField(field: string): { uid: string; pid: number } {
  const split = field.lastIndexOf(':');
  return { uid: field.slice(0, split), pid: Number(field.slice(split + 1)) };
}

/** Cells per write of a whole board. */
const WRITE_CHUNK = 10_000;
/** Changes kept for instances catching up; one further behind reads the whole board again. */
const LOG_LENGTH = 2000;

/** A board as read from the shared store: uid → pid → cell, and the people on it. */
export interface StoredBoard<F = unknown> {
  version: number;
  cells: Map<string, Map<number, BoardCell<F>>>;
  people: Map<string, BoardPerson>;
}

/**
 * A contest board's cells and people, shared by every API instance through the key-value store
 * (Redis in production): one hash field per (user, problem) cell, so concurrent updates of
 * different cells never overwrite each other; a version that every change bumps; and a log of
 * which cells each version changed, so an instance behind by a few versions reads just those.
 */
@Injectable()
export class BoardStore {
  constructor(private readonly kv: KeyValueStore) {}

  async isBuilt(cid: number): Promise<boolean> {
    return (await this.kv.get(key(cid, 'built'))) !== null;
  }

  /** Takes the build of a board for `seconds`; false when another instance holds it. */
  claimBuild(cid: number, token: string, seconds: number): Promise<boolean> {
    return this.kv.setIfAbsent(key(cid, 'building'), token, seconds);
  }

  releaseBuild(cid: number, token: string): Promise<boolean> {
    return this.kv.deleteIfValue(key(cid, 'building'), token);
  }

  /** Replaces the whole board and marks it built; returns the version it is. */
  async replace(cid: number, cells: StoredBoard['cells'], people: BoardPerson[]): Promise<number> {
    await this.kv.delete(key(cid, 'cells'), key(cid, 'people'), key(cid, 'log'));
    const writes: Promise<void>[] = [this.savePeople(cid, people)];
    let fields = new Map<string, string>();
    for (const [uid, problems] of cells) {
      for (const [pid, cell] of problems) fields.set(cellField(uid, pid), encodeCell(cell));
      // Chunks keep each command small; the client pipelines them.
      if (fields.size >= WRITE_CHUNK) {
        writes.push(this.kv.hashSet(key(cid, 'cells'), fields));
        fields = new Map();
      }
    }
    writes.push(this.kv.hashSet(key(cid, 'cells'), fields));
    await Promise.all(writes);
    await this.kv.set(key(cid, 'built'), '1');
    return this.bump(cid);
  }

  /** Writes one cell (null removes it). */
  async saveCell(cid: number, uid: string, pid: number, cell: BoardCell<unknown> | null): Promise<void> {
    if (cell) await this.kv.hashSet(key(cid, 'cells'), new Map([[cellField(uid, pid), encodeCell(cell)]]));
    else await this.kv.hashDelete(key(cid, 'cells'), cellField(uid, pid));
  }

  async savePeople(cid: number, people: BoardPerson[]): Promise<void> {
    await this.kv.hashSet(
      key(cid, 'people'),
      new Map(people.map((person) => [person.uid, JSON.stringify(person)])),
    );
  }

  /** A new version, logged with the cells it changed. */
  async recordChange(cid: number, fields: string[]): Promise<void> {
    const version = await this.bump(cid);
    await this.kv.listPush(key(cid, 'log'), `${version} ${fields.join(' ')}`, LOG_LENGTH);
  }

  /** The cells changed after version `from` up to `to`; null when the log no longer covers them all. */
  async changesSince(cid: number, from: number, to: number): Promise<string[] | null> {
    if (to < from || to - from > LOG_LENGTH / 2) return null;
    if (to === from) return [];
    const entries = await this.kv.listTail(key(cid, 'log'), Math.min(LOG_LENGTH, (to - from) * 2 + 16));
    const byVersion = new Map<number, string[]>();
    for (const entry of entries) {
      const [version, ...fields] = entry.split(' ');
      byVersion.set(Number(version), fields);
    }
    const changed = new Set<string>();
    for (let version = from + 1; version <= to; version++) {
      const fields = byVersion.get(version);
      if (!fields) return null;
      for (const field of fields) changed.add(field);
    }
    return [...changed];
  }

  /** Some cells as they are now (null for a removed one). */
  async readCells<F>(cid: number, fields: string[]): Promise<Map<string, BoardCell<F> | null>> {
    const values = await this.kv.hashGetMany(key(cid, 'cells'), fields);
    return new Map(
      fields.map((field, i) => [field, values[i] ? (decodeCell(values[i]) as BoardCell<F>) : null]),
    );
  }

  async readPeople(cid: number, uids: string[]): Promise<Map<string, BoardPerson>> {
    const values = await this.kv.hashGetMany(key(cid, 'people'), uids);
    const people = new Map<string, BoardPerson>();
    uids.forEach((uid, i) => {
      if (values[i]) people.set(uid, JSON.parse(values[i]) as BoardPerson);
    });
    return people;
  }

  async bump(cid: number): Promise<number> {
    return this.kv.increment(key(cid, 'version'), 30 * 24 * 3600);
  }

  async version(cid: number): Promise<number> {
    return Number((await this.kv.get(key(cid, 'version'))) ?? 0);
  }

  async read<F>(cid: number): Promise<StoredBoard<F>> {
    const version = await this.version(cid);
    const [rawCells, rawPeople] = await Promise.all([
      this.kv.hashGetAll(key(cid, 'cells')),
      this.kv.hashGetAll(key(cid, 'people')),
    ]);
    const cells = new Map<string, Map<number, BoardCell<F>>>();
    for (const [field, text] of Object.entries(rawCells)) {
      const { uid, pid } = cellOfField(field);
      const row = cells.get(uid) ?? new Map<number, BoardCell<F>>();
      row.set(pid, decodeCell(text) as BoardCell<F>);
      cells.set(uid, row);
    }
    const people = new Map(
      Object.entries(rawPeople).map(([uid, json]) => [uid, JSON.parse(json) as BoardPerson]),
    );
    return { version, cells, people };
  }

  /** Drops the board; the next read builds it again from the submissions. */
  async drop(cid: number): Promise<void> {
    await this.kv.delete(key(cid, 'built'), key(cid, 'cells'), key(cid, 'people'), key(cid, 'log'));
    await this.bump(cid);
  }
}
