import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository, type FindOptionsWhere } from 'typeorm';
import { JudgeStatus, ProblemModel, type JudgeProblemSpec, type ProblemCountView } from '@verdict/common';
import { AnswersAppQuery } from '../../events/event-bus';
import type { AppQueryRequest, TestdataProblem } from '../../events/events';
import type { ProblemRef } from '../access/access.service';
import { LanguageService } from '../language/language.service';
import { QuizAnswer, TestdataService } from '../test-data/test-data.service';
import { ProblemCountEntity, ProblemEntity } from './problem.entity';
import { ProblemListCache } from './problem-list-cache';
import { toJudgeSpec } from './problem-judge-spec';

export type ProblemCountColumn = 'ac' | 'wa' | 'ce' | 'pa' | 'tle' | 'mle' | 're' | 'pe' | 'se';

/** Which problem_count column a final status increments, as HOJ counts them. */
export const STATUS_COUNT_COLUMN: Readonly<Record<number, ProblemCountColumn>> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.SYSTEM_ERROR]: 'se',
};

export type ProblemCountResponse = ProblemCountView;

/** What a submit or a test run judges against, loaded in one call. */
export interface JudgingTarget {
  problem: ProblemEntity;
  /** Names of the languages the problem accepts, in the language table's order. */
  languages: string[];
  /** The judge's view of the problem (limits, modes, test-data version). */
  spec: JudgeProblemSpec;
  /** The answer key of a quiz problem (graded on the spot); empty for programming problems. */
  quizKey: QuizAnswer[];
}

const isProblemId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The row a reference names (problem ids are stored in capitals), or null when it names none. */
function whereOf(ref: ProblemRef): FindOptionsWhere<ProblemEntity> | null {
  if ('id' in ref) return isProblemId(ref.id) ? { id: ref.id } : null;
  const problemId = (ref.problemId ?? '').trim().toUpperCase();
  return problemId ? { problemId } : null;
}

const findNamed = (repo: Repository<ProblemEntity>, where: FindOptionsWhere<ProblemEntity> | null) =>
  where ? repo.findOneBy(where) : Promise.resolve(null);

/**
 * The problem facts other modules rely on (submissions, judging, contests): lookup, what a
 * submission is judged against, and the verdict counters. Who may see a problem is the access
 * service's question.
 */
@Injectable()
export class ProblemService {
  constructor(
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    @InjectRepository(ProblemCountEntity) private readonly counts: Repository<ProblemCountEntity>,
    private readonly languages: LanguageService,
    private readonly testdata: TestdataService,
    private readonly shared: ProblemListCache,
  ) {}

  /** The settings the test data is built and judged with (the test-data module asks). */
  @AnswersAppQuery('problem.testdata-settings')
  testdataSettings({ pid }: AppQueryRequest<'problem.testdata-settings'>): Promise<TestdataProblem | null> {
    return this.problems.findOneBy({ id: pid });
  }

  findById(id: number): Promise<ProblemEntity | null> {
    return findNamed(this.problems, whereOf({ id }));
  }

  /** How many problems the site has. */
  count(): Promise<number> {
    return this.problems.count();
  }

  /** The problems with these ids, by id; unknown ids are absent. */
  async findManyById(ids: readonly number[]): Promise<Map<number, ProblemEntity>> {
    if (ids.length === 0) return new Map();
    const rows = await this.problems.findBy({ id: In([...ids]) });
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** The verdict counters of these problems, by id; a problem never judged is absent. */
  async countsOf(ids: readonly number[]): Promise<Map<number, ProblemCountEntity>> {
    if (ids.length === 0) return new Map();
    const rows = await this.counts.findBy({ pid: In([...ids]) });
    return new Map(rows.map((row) => [row.pid, row]));
  }

  findByDisplayId(problemId: string): Promise<ProblemEntity | null> {
    return findNamed(this.problems, whereOf({ problemId }));
  }

  /**
   * A submission's or test run's target in one load: the problem, its languages, the judge's view
   * and a quiz's answer key; null when there is no such problem. Whether the caller may submit to
   * it is for the access service to say.
   */
  /** The problem a request names, by internal id or by problem id; null when there is none. */
  findByRef(ref: ProblemRef): Promise<ProblemEntity | null> {
    return findNamed(this.problems, whereOf(ref));
  }

  /**
   * `findByRef` shared for two seconds with every caller on this instance, for the reads that run
   * at every view of a problem's page and every message of an assistant conversation, as the
   * problem list cache keeps them (dropped at once by an admin's change here, within the TTL
   * on other instances). The row is shared: callers read it and never change it.
   */
  findSharedByRef(ref: ProblemRef): Promise<Readonly<ProblemEntity> | null> {
    const where = whereOf(ref);
    if (!where) return Promise.resolve(null);
    const key = 'id' in where ? `row:${String(where.id)}` : `row-named:${String(where.problemId)}`;
    return this.shared.problem(key, () => findNamed(this.problems, where));
  }

  async judgingTarget(ref: ProblemRef): Promise<JudgingTarget | null> {
    const problem = await findNamed(this.problems, whereOf(ref));
    if (!problem) return null;
    const isQuiz = problem.model === ProblemModel.QUIZ;
    const [languages, quizKey] = await Promise.all([
      this.languages.namesOf(problem.id),
      isQuiz ? this.testdata.quizKey(problem.id) : Promise.resolve([]),
    ]);
    return { problem, languages, spec: toJudgeSpec(problem), quizKey };
  }

  /**
   * Counts one final verdict: `total` and the status's column, in one atomic UPDATE. The verdict
   * recorder passes its transaction, so a verdict and its count commit together.
   */
  recordFinalResult(problemId: number, status: number, manager?: EntityManager): Promise<void> {
    return this.bumpCounters(manager ?? this.counts.manager, problemId, status, +1);
  }

  /** Takes back a verdict counted before (rejudge); counters never go below zero. */
  revertFinalResult(problemId: number, status: number, manager?: EntityManager): Promise<void> {
    return this.bumpCounters(manager ?? this.counts.manager, problemId, status, -1);
  }

  private async bumpCounters(
    manager: EntityManager,
    problemId: number,
    status: number,
    delta: 1 | -1,
  ): Promise<void> {
    const change = (column: string) => () =>
      delta > 0 ? `${column} + 1` : `CASE WHEN ${column} > 0 THEN ${column} - 1 ELSE 0 END`;
    const set: Record<string, () => string> = { total: change('total') };
    const column = STATUS_COUNT_COLUMN[status];
    if (column) set[column] = change(column);
    const result = await manager
      .createQueryBuilder()
      .update(ProblemCountEntity)
      .set(set)
      .where('pid = :problemId', { problemId })
      .execute();
    if (result.affected === 0 && delta > 0 && (await manager.existsBy(ProblemEntity, { id: problemId }))) {
      // A problem whose counter row is missing (e.g. inserted by hand): create it, then count.
      await manager
        .createQueryBuilder()
        .insert()
        .into(ProblemCountEntity)
        .values({ pid: problemId })
        .orIgnore()
        .updateEntity(false)
        .execute();
      await this.bumpCounters(manager, problemId, status, delta);
    }
  }

  async problemCount(problemId: number): Promise<ProblemCountResponse> {
    const row = await this.counts.findOneBy({ pid: problemId });
    return {
      pid: problemId,
      total: row?.total ?? 0,
      ac: row?.ac ?? 0,
      wa: row?.wa ?? 0,
      ce: row?.ce ?? 0,
      pa: row?.pa ?? 0,
      tle: row?.tle ?? 0,
      mle: row?.mle ?? 0,
      re: row?.re ?? 0,
      pe: row?.pe ?? 0,
      se: row?.se ?? 0,
    };
  }
}
