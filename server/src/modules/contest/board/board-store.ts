import { Injectable } from '@nestjs/common';
import { KeyValueStore } from '../../../infra/kv/key-value-store';
import type { BoardCell } from './board-cell';
import type { BoardPerson } from './board-rank';

const key = (cid: number, part: string) => `contest-board:${cid}:${part}`;
const cellField = (uid: string, pid: number) => `${uid}:${pid}`;

/** A board as read from the shared store: uid → pid → cell, and the people on it. */
export interface StoredBoard<F = unknown> {
  version: number;
  cells: Map<string, Map<number, BoardCell<F>>>;
  people: Map<string, BoardPerson>;
}

/**
 * A contest board's cells and people, shared by every API instance through the key-value store
 * (Redis in production): one hash field per (user, problem) cell, so concurrent updates of
 * different cells never overwrite each other, and a version that every change bumps, so each
 * instance re-reads the board only when it changed.
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

  /** Replaces the whole board and marks it built. */
  async replace(cid: number, cells: Map<string, BoardCell<unknown>>, people: BoardPerson[]): Promise<void> {
    await this.kv.delete(key(cid, 'cells'), key(cid, 'people'));
    await this.kv.hashSet(
      key(cid, 'cells'),
      Object.fromEntries([...cells].map(([field, cell]) => [field, JSON.stringify(cell)])),
    );
    await this.savePeople(cid, people);
    await this.kv.set(key(cid, 'built'), '1');
    await this.bump(cid);
  }

  /** Writes one cell (null removes it). */
  async saveCell(cid: number, uid: string, pid: number, cell: BoardCell<unknown> | null): Promise<void> {
    if (cell) await this.kv.hashSet(key(cid, 'cells'), { [cellField(uid, pid)]: JSON.stringify(cell) });
    else await this.kv.hashDelete(key(cid, 'cells'), cellField(uid, pid));
  }

  async savePeople(cid: number, people: BoardPerson[]): Promise<void> {
    await this.kv.hashSet(
      key(cid, 'people'),
      Object.fromEntries(people.map((person) => [person.uid, JSON.stringify(person)])),
    );
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
    for (const [field, json] of Object.entries(rawCells)) {
      const split = field.lastIndexOf(':');
      const uid = field.slice(0, split);
      const row = cells.get(uid) ?? new Map<number, BoardCell<F>>();
      row.set(Number(field.slice(split + 1)), JSON.parse(json) as BoardCell<F>);
      cells.set(uid, row);
    }
    const people = new Map(
      Object.entries(rawPeople).map(([uid, json]) => [uid, JSON.parse(json) as BoardPerson]),
    );
    return { version, cells, people };
  }

  /** Drops the board; the next read builds it again from the submissions. */
  async drop(cid: number): Promise<void> {
    await this.kv.delete(key(cid, 'built'), key(cid, 'cells'), key(cid, 'people'));
    await this.bump(cid);
  }
}

export { cellField };
