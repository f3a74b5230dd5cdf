import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import * as yazl from 'yazl';
import { ContestType } from '@verdict/common';
import { forbidden } from '../../../common/http/app.exception';
import type { Attachment } from '../../../common/http/attachment';
import type { Viewer } from '../../access/viewer';
import { ContestSubmissions } from '../../submission/contest-submissions';
import { ContestProblemEntity } from '../contest-problem.entity';
import { ContestRules } from '../contest-rules';
import { archivePath, type ArchivedSubmission } from './ac-archive-names';
import type { AcDownloadQueryDto } from './ac-download.dto';

export const AC_DOWNLOAD_FORBIDDEN = 'Only the contest author or a super admin can download the submissions';

/** Codes are read this many submissions at a time, as the archive reaches them. */
const CODE_BATCH = 200;

/**
 * The contest's accepted code as a zip (HOJ `download-contest-ac-submission`, contest admins):
 * ACM keeps every accepted submission, OI the latest scored one per contestant and problem. The
 * zip is written as the client reads it: the file list is known up front, but each file's code
 * is read from the database only when the archive reaches it, a batch at a time.
 */
@Injectable()
export class ContestAcExportService {
  constructor(
    private readonly rules: ContestRules,
    private readonly submissions: ContestSubmissions,
    @InjectRepository(ContestProblemEntity) private readonly problems: Repository<ContestProblemEntity>,
  ) {}

  async archive(query: AcDownloadQueryDto, viewer: Viewer): Promise<Attachment> {
    const contest = await this.rules.visibleContest(viewer, query.cid);
    if (!(await this.rules.isContestAdmin(viewer, contest))) throw forbidden(AC_DOWNLOAD_FORBIDDEN);
    const acm = contest.type === ContestType.ACM;
    const [rows, problems, roots] = await Promise.all([
      // The window includes the contest's last millisecond.
      this.submissions.keptForExport(
        contest.id,
        { from: contest.startTime, to: new Date(contest.endTime.getTime() + 1) },
        acm,
      ),
      this.problems.find({ where: { cid: contest.id }, select: ['pid', 'displayId'] }),
      query.excludeAdmin ? this.rules.adminsOfEveryContest() : [],
    ]);
    const displayIds = new Map(problems.map((row) => [row.pid, row.displayId]));
    const excluded = new Set(query.excludeAdmin ? [contest.uid, ...roots] : []);
    const latest = new Set<string>();
    const files: ArchivedSubmission[] = [];
    for (const row of rows) {
      const displayId = displayIds.get(row.pid);
      if (!displayId || excluded.has(row.uid)) continue;
      // OI: the latest scored submission of each contestant on each problem (rows come newest first).
      if (!acm) {
        const cell = `${row.uid}:${row.pid}`;
        if (latest.has(cell)) continue;
        latest.add(cell);
      }
      files.push({ ...row, displayId, score: acm ? null : row.score });
    }

    const zip = new yazl.ZipFile();
    // A failure halfway (the database gone) ends the download instead of leaving it hanging.
    const output = zip.outputStream as Readable;
    zip.on('error', (error: Error) => output.destroy(error));
    const taken = new Set<string>();
    const codes = this.codeReader(files.map((file) => file.submitId));
    files.forEach((file, index) => {
      zip.addReadStreamLazy(archivePath(file, query.splitType ?? 'user', taken), (done) => {
        codes(index).then(
          (code) => done(null, Readable.from([Buffer.from(code, 'utf8')])),
          (error: Error) => done(error, undefined as never),
        );
      });
    });
    zip.end();
    return {
      fileName: `contest_${contest.id}_ac_submissions.zip`,
      contentType: 'application/zip',
      body: output,
    };
  }

  /** The code of the i-th file, read with the next ones in one query; each is dropped once handed out. */
  private codeReader(ids: number[]): (index: number) => Promise<string> {
    const cache = new Map<number, string>();
    return async (index) => {
      const id = ids[index];
      if (!cache.has(id)) {
        const batch = ids.slice(index, index + CODE_BATCH);
        for (const [submitId, code] of await this.submissions.codesOf(batch)) cache.set(submitId, code);
      }
      const code = cache.get(id) ?? '';
      cache.delete(id);
      return code;
    };
  }
}
