export { startJudger, type StartJudgerOptions, type JudgerHandle } from './start-judger';
export { TestdataCache, type CachedTestdata } from './testdata/testdata-cache';
export { HttpTestdataSource, type HttpTestdataSourceOptions } from './testdata/http-testdata-source';
export type { Sandbox, SandboxSlot, RunRequest, RunResult, RunLimits, SandboxInfo } from './sandbox/sandbox';
export { NamespaceSandbox } from './sandbox/namespace/namespace-sandbox';
export { claimUidBlock, UID_BLOCK_SIZE, type UidBlock } from './sandbox/namespace/uid-blocks';
export { IsolateSandbox, isolateAvailable } from './sandbox/isolate/isolate-sandbox';
export { createSandbox, type SandboxBackendName } from './sandbox/select-sandbox';
export { compareOutput, rtrimOutput } from './checkers/default-comparator';
export { scoreSubmission } from './pipeline/scoring';
export { main as runJudgerDaemon } from './main';
export { loadConfig, type JudgerConfig } from './config';
export {
  compileChecker,
  type CompileCheckerInput,
  type CompileCheckerOutcome,
} from './checkers/compile-checker';
export {
  PackageWorkshop,
  type WorkshopProgram,
  type WorkshopLimits,
  type WorkshopRun,
} from './package-tools/package-workshop';
export { KATTIS_VALIDATOR_MARKER } from './checkers/kattis-validator';
