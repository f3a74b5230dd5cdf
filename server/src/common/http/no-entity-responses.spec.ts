import { join } from 'node:path';
import {
  type EntityResponseScan,
  describeEntityResponses,
  findEntityResponses,
  loadServerProgram,
  loadVirtualProgram,
} from '../../../test/utils/find-entity-responses';

const SERVER_ROOT = join(__dirname, '..', '..', '..');

/**
 * A route answers with a wire type and an explicit mapping, never a database entity: an entity's
 * every column (and any column added later) would go out as it is, and the wire shape would
 * change with the schema.
 */
describe('controller responses', () => {
  let scan: EntityResponseScan;

  beforeAll(() => {
    scan = findEntityResponses(loadServerProgram(SERVER_ROOT), join(SERVER_ROOT, 'src'));
  }, 120_000);

  it('sees the controllers and the entities of the whole server', () => {
    expect(scan.handlers.length).toBeGreaterThan(250);
    expect(scan.handlers).toEqual(
      expect.arrayContaining(['ProblemAdminController.get', 'DashboardController.info']),
    );
    expect(scan.entities).toEqual(
      expect.arrayContaining(['ProblemEntity', 'ContestProblemEntity', 'UserEntity']),
    );
  });

  it('never return a type that reaches an entity class', () => {
    expect(describeEntityResponses(scan.found)).toEqual([]);
  });
});

const DECORATORS = `
export const Entity = (): ClassDecorator => () => undefined;
export const Controller = (): ClassDecorator => () => undefined;
export const Get = (): MethodDecorator => () => undefined;
`;
const ENTITIES = `
import { Entity } from './decorators';
@Entity() export class RowEntity { id = 0; secret = ''; }
@Entity() export class OtherEntity { id = 0; }
export class PlainRow { id = 0; }
export interface Page<T> { records: T[]; total: number }
`;

/** The controller `C` with one route `m` returning `returned` (a type over `./entities`). */
function scanRoute(returned: string): string[] {
  const program = loadVirtualProgram({
    'decorators.ts': DECORATORS,
    'entities.ts': ENTITIES,
    'c.controller.ts': `
      import { Controller, Get } from './decorators';
      import type { OtherEntity, Page, PlainRow, RowEntity } from './entities';
      @Controller() export class C {
        @Get() m(): ${returned} { throw new Error(); }
        helper(): RowEntity { throw new Error(); }
      }`,
  });
  return describeEntityResponses(findEntityResponses(program, '/virtual/').found);
}

describe('the entity response scan', () => {
  it.each([
    ['RowEntity', 'C.m → RowEntity'],
    ['Promise<RowEntity>', 'C.m → RowEntity (via Promise<…>)'],
    ['Promise<RowEntity[]>', 'C.m → RowEntity (via Promise<…> → Array<…>)'],
    ['Promise<Page<RowEntity>>', 'C.m → RowEntity (via Promise<…> → Page<…>)'],
    [
      'Promise<{ data: { rows: RowEntity[] } | null }>',
      'C.m → RowEntity (via Promise<…> → data → rows → Array<…>)',
    ],
    ['Record<number, RowEntity>', 'C.m → RowEntity (via Record<…>)'],
    ['Pick<RowEntity, "id">', 'C.m → RowEntity (via Pick<…>)'],
    ['PlainRow | [number, OtherEntity]', 'C.m → OtherEntity (via [number, OtherEntity]<…>)'],
  ])('names the entity that %s reaches', (returned, expected) => {
    expect(scanRoute(returned)).toEqual([expected]);
  });

  it.each(['Promise<PlainRow[]>', 'Promise<Page<{ id: number }>>', 'Promise<void>', 'string'])(
    'passes %s, and methods that are no routes',
    (returned) => {
      expect(scanRoute(returned)).toEqual([]);
    },
  );
});
