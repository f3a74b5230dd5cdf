import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import * as yazl from 'yazl';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden, notFound, tooManyRequests } from '../../common/http/app.exception';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { AccessService } from '../access/access.service';
import { TestdataService } from '../test-data/test-data.service';
import { SiteConfigService } from '../site/site-config.service';
import { firstFailingCase, WRONG_ANSWERS } from './first-failing-case';
import { JudgeCaseEntity } from './judge-case.entity';
import { SubmissionEntity } from './submission.entity';

const DAY_SECONDS = 86_400;
const NOT_YOURS = 'Only the first failing case of your own wrong answer can be downloaded';
const TURNED_OFF = 'Downloading failing cases is turned off on this site';

function zipOf(files: { name: string; data: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addBuffer(file.data, file.name);
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * The failing case of a wrong answer: a zip of its input and expected output. Only
 * the first failing case of the caller's own submission, so a program that prints nothing does
 * not yield the whole test set; only while the site allows it, and a few times a day per user,
 * so the cases cannot be collected one by one either.
 */
@Injectable()
export class FailingCaseService {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(JudgeCaseEntity) private readonly cases: Repository<JudgeCaseEntity>,
    private readonly testdata: TestdataService,
    private readonly access: AccessService,
    private readonly siteConfig: SiteConfigService,
    private readonly kv: KeyValueStore,
  ) {}

  /** A wrong answer the viewer may take a failing case of (their own, outside contests). */
  private isOwnWrongAnswer(row: Pick<SubmissionEntity, 'uid' | 'cid' | 'gid' | 'status'>, viewer?: AuthUser) {
    return WRONG_ANSWERS.includes(row.status) && this.access.downloadsFailingCase(viewer, row);
  }

  /** The submission detail's `waCaseData`: the case this viewer may download, or null. */
  async downloadableCase(row: SubmissionEntity, viewer?: AuthUser): Promise<number | null> {
    if (!this.isOwnWrongAnswer(row, viewer)) return null;
    if (!(await this.siteConfig.website()).openFailingCaseDownload) return null;
    return firstFailingCase(await this.wrongCasesOf([row.submitId]));
  }

  async download(
    user: AuthUser,
    problemId: number,
    caseId: number,
  ): Promise<{ fileName: string; data: Buffer }> {
    const site = await this.siteConfig.website();
    if (!site.openFailingCaseDownload) throw forbidden(TURNED_OFF);
    if (!(await this.isOwnFirstFailingCase(user, problemId, caseId))) throw forbidden(NOT_YOURS);
    const manifest = await this.testdata.manifest(problemId);
    const testCase = manifest.cases.find((c) => c.caseId === caseId);
    if (!testCase) throw notFound('The test case no longer exists');
    await this.countDownload(user.uid, site.failingCaseDownloadsPerDay);
    const [input, output] = await Promise.all([
      this.testdata.file(problemId, manifest.version, testCase.inputName),
      this.testdata.file(problemId, manifest.version, testCase.outputName),
    ]);
    const data = await zipOf([
      { name: testCase.inputName, data: input },
      { name: testCase.outputName, data: output },
    ]);
    return { fileName: `problem_${problemId}_case_${caseId}.zip`, data };
  }

  /** Whether the case is the `waCaseData` of one of the user's submissions of the problem. */
  private async isOwnFirstFailingCase(user: AuthUser, problemId: number, caseId: number): Promise<boolean> {
    const failedIn = await this.cases.find({
      select: { submitId: true },
      where: { uid: user.uid, pid: problemId, caseId, status: In(WRONG_ANSWERS) },
    });
    if (failedIn.length === 0) return false;
    const rows = await this.submissions.find({
      select: { submitId: true, uid: true, cid: true, gid: true, status: true },
      where: { submitId: In(failedIn.map((c) => c.submitId)) },
    });
    const candidates = rows.filter((row) => this.isOwnWrongAnswer(row, user)).map((row) => row.submitId);
    const wrongCases = await this.wrongCasesOf(candidates);
    return candidates.some(
      (submitId) => firstFailingCase(wrongCases.filter((c) => c.submitId === submitId)) === caseId,
    );
  }

  private wrongCasesOf(submitIds: number[]): Promise<JudgeCaseEntity[]> {
    if (submitIds.length === 0) return Promise.resolve([]);
    return this.cases.find({
      select: { submitId: true, caseId: true, seq: true, status: true },
      where: { submitId: In(submitIds), status: In(WRONG_ANSWERS) },
    });
  }

  /** One download more for the user today; 429 past the site's daily allowance. */
  private async countDownload(uid: string, perDay: number): Promise<void> {
    const key = `failing-case-downloads:${uid}`;
    if ((await this.kv.increment(key, DAY_SECONDS)) <= perDay) return;
    const hours = Math.max(1, Math.ceil((await this.kv.ttl(key)) / 3600));
    throw tooManyRequests(
      `You can download at most ${perDay} failing cases a day, please try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
    );
  }
}
