import type { Transform, Writable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { Zip } from 'fflate';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContestType } from '@verdict/common';
import { forbidden } from '../../../common/http/app.exception';
import type { Attachment } from '../../../common/http/attachment';
import { coalesceChunks } from '../../../common/streams/coalesce-chunks';
import type { Viewer } from '../../access/viewer';
import { ContestSubmissions } from '../../submission/contest-submissions';
import { ContestProblemEntity } from '../contest-problem.entity';
import { ContestRules } from '../contest-rules';
import { archivePath, type ArchivedSubmission } from './ac-archive-names';
import { addDeflatedFile } from './deflated-zip-file';
import type { AcDownloadQueryDto } from './ac-download.dto';

export const AC_DOWNLOAD_FORBIDDEN = 'Only the contest author or a super admin can download the submissions';

/** Codes are read this many submissions at a time, as the archive reaches them. */
const CODE_BATCH = 200;

/**
 * The contest's accepted code as a zip (HOJ `download-contest-ac-submission`, contest admins):
 * ACM keeps every accepted submission, OI the latest scored one per contestant and problem. The
 * zip is written as the client reads it: the file list is known up front, but each file's code
 * is read from the database only when the archive reaches it, a batch at a time. Each file is
 * compressed as it is added (zlib, into fflate's zip writer), so the time grows with the file
 * count, not its square.
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

    const taken = new Set<string>();
    const names = files.map((file) => archivePath(file, query.splitType ?? 'user', taken));
    const output = coalesceChunks();
    // A failure halfway (the database gone) ends the download instead of leaving it hanging.
    this.feed(output, files, names).catch((error: Error) => output.destroy(error));
    return {
      fileName: `contest_${contest.id}_ac_submissions.zip`,
      contentType: 'application/zip',
      body: output,
    };
  }

  /**
   * Writes the zip a batch of files at a time: their codes are read in one query (the next batch's
   * while this one is written) and compressed as they are added; once the client has the bytes
   * (the stream drained), the next batch follows, so a slow client holds back the reads and memory
   * stays at about two batches.
   */
  private async feed(output: Transform, files: ArchivedSubmission[], names: string[]): Promise<void> {
    const zip = new Zip((error, chunk, final) => {
      if (error) return output.destroy(error);
      output.write(chunk);
      if (final) output.end();
    });
    const codesFrom = (start: number) =>
      this.submissions.codesOf(files.slice(start, start + CODE_BATCH).map((file) => file.submitId));
    let next = codesFrom(0);
    try {
      for (let start = 0; start < files.length; start += CODE_BATCH) {
        const codes = await next;
        next = codesFrom(start + CODE_BATCH);
        files.slice(start, start + CODE_BATCH).forEach((file, offset) => {
          addDeflatedFile(zip, names[start + offset], Buffer.from(codes.get(file.submitId) ?? '', 'utf8'));
        });
        if (output.writableNeedDrain) await drained(output);
      }
    } finally {
      // A read started for a batch that will not be written must not fail unheard.
      next.catch(() => undefined);
    }
    zip.end();
  }
}

/** Resolves once `stream` can take more; fails if it breaks or closes first (the client went away). */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => stream.off('drain', onDrain).off('error', onError).off('close', onClose);
    const onDrain = () => {
      stop();
      resolve();
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => onError(new Error('The download was closed before it was complete'));
    stream.on('drain', onDrain).on('error', onError).on('close', onClose);
  });
}
