import type { Sandbox } from './sandbox';
import { NamespaceSandbox } from './namespace/namespace-sandbox';
import { IsolateSandbox, isolateAvailable } from './isolate/isolate-sandbox';

export type SandboxBackendName = 'auto' | 'namespace' | 'isolate';

export interface SandboxSelection {
  backend: SandboxBackendName;
  workDir: string;
  instanceName: string;
}

/** isolate when installed (production judge hosts), else the namespace backend. */
export function createSandbox({ backend, workDir, instanceName }: SandboxSelection): Sandbox {
  const useIsolate = backend === 'isolate' || (backend === 'auto' && isolateAvailable());
  if (useIsolate) return new IsolateSandbox({ workDir });
  return new NamespaceSandbox({ workDir, instanceName });
}
