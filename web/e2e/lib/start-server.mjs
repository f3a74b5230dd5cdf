/**
 * Starts the built server (`server/dist/main.js`) on a free port with a fresh data folder, as
 * production runs it: it serves web/dist itself. Used by the benchmarks that need a real
 * server without the e2e runner's fallbacks.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiUp, freePort, spaServed, startProcess, waitFor } from './processes.mjs';

/** `env` adds to or overrides the server's environment (e.g. `SUBMIT_INTERVAL_SECONDS`). */
export async function startBuiltServer({ repoRoot, dataDir, rootPassword, env = {} }) {
  for (const built of [join('server', 'dist', 'main.js'), join('web', 'dist', 'index.html')]) {
    if (!existsSync(join(repoRoot, built))) throw new Error(`${built} is missing: run \`pnpm build\` first.`);
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startProcess('server', process.execPath, ['server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ROOT_PASSWORD: rootPassword,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const ready = await Promise.race([
    waitFor(() => apiUp(origin), { timeoutMs: 90_000, what: 'the server' }).then(() => true),
    server.exited.then(() => false),
  ]);
  if (!ready) throw new Error(`The server did not start.\n${server.tail()}`);
  if (!(await spaServed(origin))) throw new Error('The server does not serve web/dist.');
  return { server, origin };
}
