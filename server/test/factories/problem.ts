import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { plainToInstance } from 'class-transformer';
import { ProblemDto } from '../../src/modules/problem/problem-admin.dto';
import { ProblemAdminService } from '../../src/modules/problem/problem-admin.service';

export interface ProblemBody {
  problem: Record<string, unknown>;
  samples?: Record<string, unknown>[];
  isUploadTestCase?: boolean;
  uploadTestcaseDir?: string;
  judgeMode?: string;
  changeModeCode?: boolean;
  languages?: { id?: number; name?: string }[];
  tags?: { id?: number; name?: string }[];
  codeTemplates?: { lid: number; code: string; status: boolean }[];
}

/** A valid admin ProblemDTO (A+B with two hand-entered cases); override any part. */
export function buildProblemBody(
  overrides: Partial<ProblemBody> & { problem?: Record<string, unknown> } = {},
): ProblemBody {
  return {
    isUploadTestCase: false,
    judgeMode: 'default',
    languages: [{ name: 'C++' }, { name: 'Python3' }],
    tags: [],
    codeTemplates: [],
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '3 4\n', output: '7\n' },
    ],
    ...overrides,
    problem: {
      title: 'A + B',
      description: 'Add two numbers.',
      examples: '<input>1 2</input><output>3</output>',
      ...overrides.problem,
    },
  };
}

/** Creates a problem straight through the admin service (a factory, not the HTTP flow under test). */
export async function createProblem(
  app: NestFastifyApplication,
  overrides: Partial<ProblemBody> & { problem?: Record<string, unknown> } = {},
  author = 'root',
): Promise<{ pid: number; problemId: string }> {
  const dto = plainToInstance(ProblemDto, buildProblemBody(overrides));
  return app.get(ProblemAdminService).create(dto, author);
}
