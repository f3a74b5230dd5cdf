import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import * as yazl from 'yazl';
import { JudgeStatus } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden, notFound } from '../../common/http/app.exception';
import { TestdataService } from '../problem/testdata/testdata.service';
import { JudgeCaseEntity } from './judge-case.entity';
import { SubmissionEntity } from './submission.entity';

const WRONG: number[] = [JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR];

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
 * The failing case of a wrong answer, for its owner outside contests (seed 1 §6): a zip of the
 * case's input and expected output. `caseId` is the `waCaseData` of the submission detail.
 */
@Injectable()
export class FailingCaseService {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    @InjectRepository(JudgeCaseEntity) private readonly cases: Repository<JudgeCaseEntity>,
    private readonly testdata: TestdataService,
  ) {}

  async download(
    user: AuthUser,
    problemId: number,
    caseId: number,
  ): Promise<{ fileName: string; data: Buffer }> {
    const failed = await this.cases
      .createQueryBuilder('c')
      .innerJoin(SubmissionEntity, 'j', 'j.submitId = c.submitId')
      .where('c.pid = :problemId AND c.caseId = :caseId AND c.uid = :uid', {
        problemId,
        caseId,
        uid: user.uid,
      })
      .andWhere({ status: In(WRONG) })
      .andWhere('j.cid = 0 AND j.status IN (:...wrong)', { wrong: WRONG })
      .getOne();
    if (!failed) throw forbidden('Only the author of a wrong answer can download its failing case');
    const manifest = await this.testdata.manifest(problemId);
    const testCase = manifest.cases.find((c) => c.caseId === caseId);
    if (!testCase) throw notFound('The test case no longer exists');
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
}
