import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isFinalStatus, type VerificationReason, type VerificationReport } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { TransactionRunner } from '../../../database/transaction-runner';
import { OnAppEvent } from '../../../events/event-bus';
import type { AppEvents } from '../../../events/events';
import { ProblemAdminService } from '../../problem/problem-admin.service';
import { SubmissionService } from '../../submission/submission.service';
import { SubmissionQueryService } from '../../submission/submission-query.service';
import type { PackageSolution } from '../packages/packaged-problem';
import { checkVerdict, type ExpectedVerdict } from './expected-verdict';
import { VerificationSolutionEntity } from './verification-solution.entity';

/**
 * The verification run of an imported package: every solution it ships is judged through the
 * normal judge queue as a submission of the admin who asks (at rejudge priority, so students'
 * submissions go first), and the report compares each verdict with the one the package expects.
 * Those submissions are marked as the run's: no list, counter or rank sees them.
 */
@Injectable()
export class VerificationService {
  constructor(
    @InjectRepository(VerificationSolutionEntity)
    private readonly solutions: Repository<VerificationSolutionEntity>,
    private readonly submissions: SubmissionQueryService,
    private readonly submitting: SubmissionService,
    private readonly admin: ProblemAdminService,
    private readonly transactions: TransactionRunner,
  ) {}

  @OnAppEvent('problem.deleting')
  async problemDeleting({ manager, pid }: AppEvents['problem.deleting']): Promise<void> {
    await manager.delete(VerificationSolutionEntity, { pid });
  }

  /** Replaces the problem's package solutions (after an import). */
  async store(pid: number, solutions: readonly PackageSolution[]): Promise<void> {
    await this.transactions.run(async (manager) => {
      await manager.delete(VerificationSolutionEntity, { pid });
      for (const s of solutions) {
        await manager.save(
          manager.create(VerificationSolutionEntity, {
            pid,
            name: s.name.slice(0, 255),
            language: s.language ?? null,
            notOffered: s.language ? null : (s.notOffered ?? null),
            code: s.code,
            expected: s.expected,
            submitId: null,
          }),
        );
      }
    });
  }

  /** Judges every solution of the problem's package again; returns how many were queued. */
  async run(pid: number, user: AuthUser): Promise<number> {
    const problem = await this.admin.get(pid);
    const rows = await this.solutions.find({ where: { pid }, order: { id: 'ASC' } });
    let queued = 0;
    for (const row of rows) {
      if (!row.language) continue;
      await this.submitting.submitForVerification(
        problem,
        {
          pid,
          displayPid: problem.problemId,
          uid: user.uid,
          username: user.username,
          code: row.code,
          length: row.code.length,
          language: row.language,
        },
        (manager, submission) =>
          manager.update(VerificationSolutionEntity, { id: row.id }, { submitId: submission.submitId }),
      );
      queued++;
    }
    return queued;
  }

  async report(pid: number): Promise<VerificationReport> {
    const problem = await this.admin.get(pid);
    const rows = await this.solutions.find({ where: { pid }, order: { id: 'ASC' } });
    const ids = rows.flatMap((r) => (r.submitId ? [r.submitId] : []));
    const [byId, casesById] = await Promise.all([
      this.submissions.outcomesOf(ids),
      this.submissions.caseStatusesOf(ids),
    ]);
    const reportRows = rows.map((row) => {
      const submission = row.submitId ? byId.get(row.submitId) : undefined;
      const final = submission && isFinalStatus(submission.status);
      const check = final
        ? checkVerdict(
            row.expected as ExpectedVerdict,
            submission.status,
            casesById.get(submission.submitId) ?? [],
          )
        : null;
      return {
        id: row.id,
        name: row.name,
        language: row.language,
        expected: row.expected,
        submitId: submission?.submitId ?? null,
        status: submission?.status ?? null,
        time: final ? submission.time : null,
        memory: final ? submission.memory : null,
        match: check?.match ?? null,
        reason: check?.reason ?? notJudged(row),
      };
    });
    return {
      pid,
      problemId: problem.problemId,
      title: problem.title,
      auth: problem.auth,
      total: rows.filter((r) => r.language).length,
      judged: reportRows.filter((r) => r.match !== null).length,
      mismatches: reportRows.filter((r) => r.match === false).length,
      rows: reportRows,
    };
  }
}

/** Why a solution is not judged: its language is not offered, or none fits; null if it is judged. */
function notJudged(row: VerificationSolutionEntity): VerificationReason | null {
  if (row.language) return null;
  return row.notOffered ? { code: 'not-offered', language: row.notOffered } : { code: 'no-language' };
}
