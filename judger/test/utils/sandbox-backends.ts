import { isolateAvailable } from '../../src/sandbox/isolate/isolate-sandbox';
import type { SandboxBackendName } from '../../src/sandbox/select-sandbox';

/** Backends the sandbox suites run on: the namespace one always, isolate where it is installed. */
export const SANDBOX_BACKENDS: Exclude<SandboxBackendName, 'auto'>[] = isolateAvailable()
  ? ['namespace', 'isolate']
  : ['namespace'];
