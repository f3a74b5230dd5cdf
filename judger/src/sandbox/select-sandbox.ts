import type { Sandbox } from './sandbox';
import { NamespaceSandbox } from './namespace/namespace-sandbox';
import { IsolateSandbox, isolateAvailable } from './isolate/isolate-sandbox';

export type SandboxBackendName = 'auto' | 'namespace' | 'isolate';

export interface SandboxSelection {
  backend: SandboxBackendName;
  workDir: string;
  instanceName: string;
  /** Absolute path of the isolate binary (JUDGER_ISOLATE_BIN); default: searched for. */
  isolateBinary?: string;
}

/** isolate when installed and usable here (production judge hosts), else the namespace backend. */
export function createSandbox({ backend, workDir, instanceName, isolateBinary }: SandboxSelection): Sandbox {
  const useIsolate = backend === 'isolate' || (backend === 'auto' && isolateAvailable(isolateBinary));
  if (useIsolate) return new IsolateSandbox({ workDir, binary: isolateBinary });
  return new NamespaceSandbox({ workDir, instanceName });
}
