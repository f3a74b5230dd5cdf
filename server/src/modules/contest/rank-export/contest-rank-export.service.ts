import { PassThrough } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ContestType } from '@verdict/common';
import { forbidden } from '../../../common/http/app.exception';
import type { Attachment } from '../../../common/http/attachment';
import type { Viewer } from '../../access/viewer';
import { ContestProblemService } from '../contest-problem.service';
import { ContestRankService } from '../contest-rank.service';
import { ContestRules } from '../contest-rules';
import type { RankDownloadQueryDto } from './rank-download.dto';
import { rankSheetHeader, rankSheetRow } from './rank-sheet';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const RANK_DOWNLOAD_FORBIDDEN = 'Only the contest author or a super admin can download the rank';

/**
 * The rank as a spreadsheet (HOJ `download-contest-rank`, contest admins): the board as the admin
 * would read it — sealed unless `forceRefresh` — written row by row into a streamed xlsx.
 */
@Injectable()
export class ContestRankExportService {
  constructor(
    private readonly rules: ContestRules,
    private readonly ranks: ContestRankService,
    private readonly problems: ContestProblemService,
  ) {}

  async spreadsheet(query: RankDownloadQueryDto, viewer: Viewer): Promise<Attachment> {
    const contest = await this.rules.visibleContest(viewer, query.cid);
    if (!(await this.rules.isContestAdmin(viewer, contest))) throw forbidden(RANK_DOWNLOAD_FORBIDDEN);
    const [board, problems] = await Promise.all([
      this.ranks.boardFor(contest, viewer, query),
      this.problems.sorted(contest.id),
    ]);
    const displayIds = problems.map((row) => row.displayId);
    // Taken at once: the board may move while the file is written.
    const rows = Array.from({ length: board.size }, (_, index) => board.shown(index));

    // Loaded on the first export: exceljs is some 300 modules every process would load at start.
    const { default: ExcelJS } = await import('exceljs');
    const stream = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream });
    const sheet = workbook.addWorksheet('rank');
    sheet.addRow(rankSheetHeader(contest.type === ContestType.ACM, displayIds)).commit();
    for (const row of rows) sheet.addRow(rankSheetRow(row, displayIds)).commit();
    sheet.commit();
    workbook.commit().catch((error: Error) => stream.destroy(error));
    return { fileName: `contest_${contest.id}_rank.xlsx`, contentType: XLSX, body: stream };
  }
}
