import { hostname } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { JudgeResultSink, JudgeTaskQueue, JudgeTaskSource, TestdataSource } from '@verdict/common';
import {
  JudgerHandle,
  JudgerRegistry,
  MemoryJudgeQueue,
  RedisJudgerRegistry,
  RedisResultSink,
  RedisTaskSource,
  startJudger,
} from '@verdict/judger';
import { createClient } from 'redis';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TestdataService } from '../test-data/test-data.service';
import { JUDGE_QUEUE } from './judge-queue.token';

interface Wiring {
  source: JudgeTaskSource;
  sink: JudgeResultSink;
  registry?: JudgerRegistry;
  close(): Promise<void>;
}

/**
 * Judge workers inside the API process (embedded mode, or EMBEDDED_JUDGER=true with Redis): the
 * same judger code and sandbox as the daemons, reading test data straight from disk.
 */
@Injectable()
export class InProcessJudgerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('InProcessJudger');
  private handle?: JudgerHandle;
  private wiring?: Wiring;
  private starting?: Promise<void>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JUDGE_QUEUE) private readonly queue: JudgeTaskQueue,
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
    this.wiring = await this.wire(name);
    const testdata: TestdataSource = {
      manifest: (problemId) => this.testdata.manifest(problemId),
      file: (problemId, version, file) => this.testdata.file(problemId, version, file),
    };
    this.handle = await startJudger({
      name,
      source: this.wiring.source,
      sink: this.wiring.sink,
      registry: this.wiring.registry,
      testdata,
      workDir: join(this.config.dataDir, 'judge', 'work'),
      cacheDir: join(this.config.dataDir, 'judge', 'cache'),
      parallel: this.config.judgeWorkers,
      languages: this.config.judgeLanguages,
      sandbox: this.config.judgeSandbox,
    });
    this.logger.log(
      `${this.config.judgeWorkers} judge worker(s), sandbox ${this.handle.sandbox.info.backend}, languages: ${this.handle.languages.join(', ')}`,
    );
  }

  private async wire(name: string): Promise<Wiring> {
    if (this.queue instanceof MemoryJudgeQueue) {
      return {
        source: this.queue.taskSource(),
        sink: this.queue.resultSink(),
        close: () => Promise.resolve(),
      };
    }
    const client = createClient({ url: this.config.redisUrl });
    client.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    await client.connect();
    const prefix = this.config.redisPrefix;
    return {
      source: new RedisTaskSource({ client, consumer: name, prefix }),
      sink: new RedisResultSink(client, prefix),
      registry: new RedisJudgerRegistry(client, prefix),
      close: async () => {
        if (client.isOpen) await client.quit();
      },
    };
  }

  heartbeat() {
    return this.handle?.heartbeat();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.starting;
    await this.handle?.stop();
    await this.wiring?.source.close();
    await this.wiring?.close();
    await this.queue.close();
  }
}
