import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ProblemAuth } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest } from '../../common/http/app.exception';
import { ContestAdminService } from '../contest/contest-admin.service';
import type { ProblemDto } from '../problem/problem-admin.dto';
import { ProblemAdminService } from '../problem/problem-admin.service';
import { MAX_EXAMPLES } from '../problem/problem-form';
import { TrainingProblemAdminService } from '../training/training-problem-admin.service';
import { formatHojExamples } from './adapters/hoj/hoj-examples';
import type { RemoteExample, RemoteProblem } from './adapters/remote-judge-adapter';
import { RemoteJudgeError } from './adapters/remote-judge-error';
import { RemoteAccountsService } from './remote-accounts.service';
import { RemoteAdapters } from './remote-adapters';
import { RemoteProblemEntity } from './remote-judge.entities';
import type {
  ImportContestRemoteProblemQueryDto,
  ImportRemoteProblemQueryDto,
  ImportTrainingRemoteProblemQueryDto,
} from './remote-judge.dto';

/** Samples past the form's two are kept in the hint, so none is lost. */
function moreSamples(examples: readonly RemoteExample[]): string {
  return examples
    .slice(MAX_EXAMPLES)
    .map((e, i) => {
      const n = MAX_EXAMPLES + i + 1;
      return `\n\n**Sample input ${n}**\n\n\`\`\`\n${e.input}\n\`\`\`\n\n**Sample output ${n}**\n\n\`\`\`\n${e.output}\n\`\`\``;
    })
    .join('');
}

/**
 * HOJ's "import a problem from another judge": reads the problem on the remote and stores it as
 * a remote problem (`<judge>-<id>`, the remote's limits and samples, its page as the source); a
 * problem imported before is returned as it is. Contest and training imports then add it there.
 */
@Injectable()
export class RemoteProblemImportService {
  constructor(
    @InjectRepository(RemoteProblemEntity) private readonly remoteProblems: Repository<RemoteProblemEntity>,
    private readonly accounts: RemoteAccountsService,
    private readonly adapters: RemoteAdapters,
    private readonly problems: ProblemAdminService,
    private readonly contests: ContestAdminService,
    private readonly trainings: TrainingProblemAdminService,
  ) {}

  /** Returns the site's problem id (`pid`). */
  async importProblem({ name, problemId }: ImportRemoteProblemQueryDto, admin: AuthUser): Promise<number> {
    const site = await this.accounts.siteNamed(name);
    if (!site) {
      throw badRequest(
        `This site has no account on ${name}: add one in the back office before importing its problems`,
      );
    }
    const known = await this.remoteProblems.findOneBy({ oj: name, remoteId: problemId });
    if (known) return known.pid;
    let remote: RemoteProblem;
    try {
      remote = await this.adapters.of(site).importProblem(problemId);
    } catch (error) {
      if (error instanceof RemoteJudgeError)
        throw badRequest(`Importing ${name}-${problemId} failed: ${error.message}`);
      throw error;
    }
    const again = await this.remoteProblems.findOneBy({ oj: name, remoteId: remote.remoteId });
    if (again) return again.pid;
    const adapter = this.adapters.of(site);
    const dto = {
      problem: {
        problemId: `${name}-${remote.remoteId}`,
        title: remote.title.slice(0, 255),
        description: remote.description,
        input: remote.input,
        output: remote.output,
        examples: formatHojExamples(remote.examples.slice(0, MAX_EXAMPLES)),
        hint: `${remote.hint}${moreSamples(remote.examples)}`.trim(),
        source: remote.sourceLink,
        timeLimit: remote.timeLimitMs,
        memoryLimit: remote.memoryLimitMb,
        auth: ProblemAuth.PUBLIC,
      },
      languages: Object.keys(adapter.languages).map((languageName) => ({ name: languageName })),
    } as ProblemDto;
    const { pid } = await this.problems.createRemote(dto, admin.username, (manager, newPid) =>
      manager.insert(RemoteProblemEntity, {
        pid: newPid,
        oj: name,
        remoteId: remote.remoteId,
        sourceLink: remote.sourceLink.slice(0, 500),
      }),
    );
    return pid;
  }

  async importToContest(query: ImportContestRemoteProblemQueryDto, admin: AuthUser): Promise<void> {
    const pid = await this.importProblem(query, admin);
    await this.contests.addProblem({ cid: query.cid, pid, displayId: query.displayId }, admin);
  }

  async importToTraining(query: ImportTrainingRemoteProblemQueryDto, admin: AuthUser): Promise<void> {
    const pid = await this.importProblem(query, admin);
    await this.trainings.add({ tid: query.tid, pid });
  }
}
