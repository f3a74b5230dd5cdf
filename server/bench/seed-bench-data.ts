import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JudgeStatus } from '@verdict/common';
import { ProblemCountEntity, ProblemEntity } from '../src/modules/problem/problem.entity';
import { SubmissionEntity } from '../src/modules/submission/submission.entity';
import { UserEntity } from '../src/modules/user/user.entity';

const STATUSES = [
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.RUNTIME_ERROR,
];

async function insertInChunks<T extends object>(
  dataSource: DataSource,
  entity: new () => T,
  rows: Partial<T>[],
  chunk: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await dataSource
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(rows.slice(i, i + chunk) as never)
      .updateEntity(false)
      .execute();
  }
}

/** Bulk rows straight into the database: problems, users and submissions for list benchmarks. */
export async function seedBenchData(
  app: INestApplicationContext,
  counts: { problems: number; users: number; submissions: number },
): Promise<void> {
  const dataSource = app.get(DataSource);
  const problems = Array.from({ length: counts.problems }, (_, i) => ({
    problemId: `B${1000 + i}`,
    title: `Benchmark problem ${i}`,
    description: 'Read two integers and print their sum.',
    difficulty: i % 8,
    auth: 1,
    caseVersion: '1',
  }));
  await insertInChunks(dataSource, ProblemEntity, problems, 250);
  const ids = (await dataSource.getRepository(ProblemEntity).find({ select: ['id'] })).map((p) => p.id);
  await insertInChunks(
    dataSource,
    ProblemCountEntity,
    ids.map((pid) => ({ pid })),
    500,
  );
  const users = Array.from({ length: counts.users }, (_, i) => ({
    uid: `bench${String(i).padStart(27, '0')}`,
    username: `bench${i}`,
    password: 'x',
    email: `bench${i}@example.com`,
  }));
  await insertInChunks(dataSource, UserEntity, users, 500);
  const code = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}\n';
  const batch: Partial<SubmissionEntity>[] = [];
  for (let i = 0; i < counts.submissions; i++) {
    const user = users[i % users.length];
    const pid = ids[i % ids.length];
    batch.push({
      pid,
      displayPid: `B${1000 + (i % ids.length)}`,
      uid: user.uid,
      username: user.username,
      status: STATUSES[i % STATUSES.length],
      time: 15,
      memory: 1024,
      length: code.length,
      code,
      language: 'C++',
      cid: 0,
    });
    if (batch.length === 1000) await insertInChunks(dataSource, SubmissionEntity, batch.splice(0), 1000);
  }
  if (batch.length > 0) await insertInChunks(dataSource, SubmissionEntity, batch, 1000);
}
