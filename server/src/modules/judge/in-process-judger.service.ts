import { hostname } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { JudgeQueueDriver, JudgerConnection, TestdataSource } from '@verdict/common';
import { JudgerHandle, startJudger } from '@verdict/judger';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TestdataService } from '../test-data/test-data.service';
import { JUDGE_QUEUE } from './judge-queue.token';

/**
 * Judge workers inside the API process (embedded mode, or EMBEDDED_JUDGER=true with Redis): the
 * same judger code and sandbox as the daemons, reading test data straight from disk, connected
 * to whichever queue the server runs on.
 */
@Injectable()
export class InProcessJudgerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('InProcessJudger');
  private handle?: JudgerHandle;
  private connection?: JudgerConnection;
  private starting?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JUDGE_QUEUE) private readonly queue: JudgeQueueDriver,
    private readonly testdata: TestdataService,
  ) {}

  /**
   * Starts in the background: the language self-test compiles a program per language, which
   * should not hold up the API; queued tasks simply wait for the workers.
   */
  onApplicationBootstrap(): void {
    if (!this.config.embeddedJudger) return;
    this.starting = this.start().catch((error: unknown) => {
      this.logger.error({ err: error }, 'Embedded judge workers failed to start');
    });
  }

  private async start(): Promise<void> {
    const name = `embedded-${hostname()}-${process.pid}`;
    this.connection = await this.queue.connectJudger(name);
    const testdata: TestdataSource = {
      manifest: (problemId) => this.testdata.manifest(problemId),
      file: (problemId, version, file) => this.testdata.file(problemId, version, file),
    };
    this.handle = await startJudger({
      name,
      source: this.connection.source,
      sink: this.connection.sink,
      registry: this.connection.registry,
      testdata,
      workDir: join(this.config.dataDir, 'judge', 'work'),
      cacheDir: join(this.config.dataDir, 'judge', 'cache'),
      parallel: this.config.judgeWorkers,
      languages: this.config.judgeLanguages,
      sandbox: this.config.judgeSandbox,
      selfTestRecordDir: this.config.judgeSelfTestRecordDir,
    });
    this.logger.log(
      `${this.config.judgeWorkers} judge worker(s), sandbox ${this.handle.sandbox.info.backend}, languages: ${this.handle.languages.join(', ')}`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.starting;
    await this.handle?.stop();
    await this.connection?.close();
    await this.queue.close();
  }
}
