import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CompileCheckerInput, CompileCheckerOutcome } from '@verdict/judger';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

export type CheckerCompileInput = CompileCheckerInput & { kind: 'checker' | 'interactor' };

type CompileFunction = (input: CompileCheckerInput) => Promise<CompileCheckerOutcome>;

/**
 * Test-compiles a special judge or interactor with the judger's own compiler, flags, testlib and
 * sandbox (`compileChecker` of @verdict/judger). The judger is loaded on first use so the API
 * starts without touching the sandbox; null when it cannot be loaded (the caller says so).
 */
@Injectable()
export class CheckerCompiler {
  private readonly logger = new Logger(CheckerCompiler.name);
  private compileFn: CompileFunction | null | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private async load(): Promise<CompileFunction | null> {
    if (this.compileFn !== undefined) return this.compileFn;
    try {
      const { compileChecker } = await import('@verdict/judger');
      this.compileFn =
        typeof compileChecker === 'function'
          ? (input) => compileChecker(input, this.config.judgeSandbox)
          : null;
    } catch (error) {
      this.logger.warn(`The judger package could not be loaded: ${String(error)}`);
      this.compileFn = null;
    }
    return this.compileFn;
  }

  async compile(input: CheckerCompileInput): Promise<CompileCheckerOutcome | null> {
    const fn = await this.load();
    return fn ? fn(input) : null;
  }
}
