import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import {
  isAdminRole,
  JudgeStatus,
  normalizeJudgeCaseMode,
  ProblemAuth,
  type JudgeModeName,
  type JudgeProblemSpec,
  type ProblemTypeCode,
} from '@verdict/common';
import { forbidden, notFound } from '../../common/http/app.exception';
import { LanguageEntity, ProblemLanguageEntity } from './language/language.entity';
import { ProblemCountEntity, ProblemEntity } from './problem.entity';
import { ProblemCaseEntity } from './testdata/problem-case.entity';
import type { ProblemCounters } from './problem.dto';
import { parseExtraFiles } from './problem-extra-files';

/** Who is looking at a problem; what the auth guard attaches to a request fits. */
export interface ProblemViewer {
  uid: string;
  role: number;
  isVip: boolean;
}

export type ProblemCountColumn = 'ac' | 'wa' | 'ce' | 'pa' | 'tle' | 'mle' | 're' | 'pe' | 'se';

/** hoj-domain-facts §1: which problem_count column a final status increments. */
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

export interface ProblemCountResponse extends ProblemCounters {
  pid: number;
}

/** One question of a quiz-model problem: its number, the right answer and its score. */
export interface QuizAnswer {
  question: number;
  answer: string;
  score: number;
}

export const VIP_ONLY_MESSAGE = 'This problem is only available to VIP members';

/**
 * The problem facts other modules rely on (submissions, judging, contests): lookup, visibility,
 * allowed languages, the judge's view of a problem and the verdict counters.
 */
@Injectable()
export class ProblemService {
  constructor(
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    @InjectRepository(ProblemCountEntity) private readonly counts: Repository<ProblemCountEntity>,
    @InjectRepository(ProblemLanguageEntity)
    private readonly problemLanguages: Repository<ProblemLanguageEntity>,
    @InjectRepository(ProblemCaseEntity) private readonly cases: Repository<ProblemCaseEntity>,
  ) {}

  findById(id: number): Promise<ProblemEntity | null> {
    if (!Number.isSafeInteger(id) || id <= 0) return Promise.resolve(null);
    return this.problems.findOneBy({ id });
  }

  findByDisplayId(problemId: string): Promise<ProblemEntity | null> {
    const displayId = (problemId ?? '').trim().toUpperCase();
    if (!displayId) return Promise.resolve(null);
    return this.problems.findOneBy({ problemId: displayId });
  }

  /**
   * Outside contests and groups: admins see everything; others see public problems, and
   * VIP-only ones only when they are VIP (seed 1 §1).
   */
  canView(problem: ProblemEntity, user?: ProblemViewer | null): boolean {
    if (user && isAdminRole(user.role)) return true;
    if (problem.auth !== ProblemAuth.PUBLIC || problem.gid !== null) return false;
    return !problem.isVip || user?.isVip === true;
  }

  /** A VIP-only problem the viewer may not open: listed with status -10, 403 on detail. */
  isVipLocked(problem: Pick<ProblemEntity, 'isVip'>, user?: ProblemViewer | null): boolean {
    return problem.isVip && !(user && (user.isVip || isAdminRole(user.role)));
  }

  /** Throws 404 for a missing or hidden problem and 403 for a VIP-only one. */
  assertVisible(
    problem: ProblemEntity | null,
    user?: ProblemViewer | null,
  ): asserts problem is ProblemEntity {
    if (!problem) throw notFound('The problem does not exist');
    if (this.canView(problem, user)) return;
    if (problem.auth === ProblemAuth.PUBLIC && problem.gid === null && this.isVipLocked(problem, user)) {
      throw forbidden(VIP_ONLY_MESSAGE);
    }
    throw notFound('The problem does not exist');
  }

  /** Names of the languages a problem accepts, in the language table's order. */
  async languageNames(problemId: number): Promise<string[]> {
    const rows = await this.problemLanguages
      .createQueryBuilder('pl')
      .innerJoin(LanguageEntity, 'l', 'l.id = pl.lid')
      .select('l.name', 'name')
      .where('pl.pid = :problemId', { problemId })
      .orderBy('l.seq', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .getRawMany<{ name: string }>();
    return rows.map((row) => row.name);
  }

  judgeSpec(problem: ProblemEntity): JudgeProblemSpec {
    const userExtraFiles = parseExtraFiles(problem.userExtraFile);
    return {
      id: problem.id,
      displayId: problem.problemId,
      testdataVersion: problem.caseVersion,
      type: problem.type as ProblemTypeCode,
      judgeMode: problem.judgeMode as JudgeModeName,
      judgeCaseMode: normalizeJudgeCaseMode(problem.judgeCaseMode) ?? 'default',
      timeLimitMs: problem.timeLimit,
      memoryLimitMb: problem.memoryLimit,
      stackLimitMb: problem.stackLimit,
      isRemoveEndBlank: problem.isRemoveEndBlank,
      isFileIO: problem.isFileIO,
      ioReadFileName: problem.isFileIO ? (problem.ioReadFileName ?? undefined) : undefined,
      ioWriteFileName: problem.isFileIO ? (problem.ioWriteFileName ?? undefined) : undefined,
      userExtraFiles: Object.keys(userExtraFiles).length > 0 ? userExtraFiles : undefined,
    };
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

  /** Answers of a quiz-model problem, by question number (cases: input = number, output = answer). */
  async quizAnswers(problemId: number): Promise<QuizAnswer[]> {
    const rows = await this.cases.find({ where: { pid: problemId }, order: { caseIndex: 'ASC' } });
    return rows.map((row) => ({ question: Number(row.input), answer: row.output.trim(), score: row.score }));
  }
}
