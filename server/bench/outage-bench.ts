/**
 * How fast the API says so when Redis goes away, and how fast it is back: production mode with a
 * private Redis (killed with SIGKILL, then started again empty) and MariaDB database. Prints, per
 * round, the time of the first answer of /api/health and of a submit after the kill (503 expected
 * at once, not a hang) and the time until health is 200 again after the restart.
 *
 *   pnpm --filter @verdict/server bench:outage        # BENCH_ROUNDS=5 by default
 */
import { Cluster } from '../test/faults/cluster';
import { register } from '../test/faults/judge-client';
import { createProblemWithCases } from '../test/utils/judging-helpers';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

async function timed(call: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await call();
  return { ms: performance.now() - start, status: response.status };
}

async function main(): Promise<void> {
  const cluster = await Cluster.start(1);
  const url = cluster.apis[0].url;
  try {
    await createProblemWithCases(url, cluster.rootToken, 'OUT', [{ input: '1 2\n', output: '3\n' }]);
    const token = await register(url, cluster.dataDir, 'outage', 'secret-123');
    const submit = () =>
      fetch(`${url}/api/submit-problem-judge`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: token },
        body: JSON.stringify({ pid: 'OUT', language: 'C', code: 'int main(){return 0;}' }),
      });
    console.log('round  health (ms, status)  submit (ms, status)  back to 200 after restart (ms)');
    for (let round = 1; round <= ROUNDS; round++) {
      await cluster.redis.kill();
      const health = await timed(() => fetch(`${url}/api/health`));
      const refused = await timed(submit);
      const restartedAt = performance.now();
      await cluster.redis.restart();
      let back = NaN;
      while (performance.now() - restartedAt < 30_000) {
        if ((await fetch(`${url}/api/health`)).ok) {
          back = performance.now() - restartedAt;
          break;
        }
        await new Promise((done) => setTimeout(done, 20));
      }
      const row = (t: { ms: number; status: number }) => `${t.ms.toFixed(1).padStart(7)} ${t.status}`;
      console.log(
        `${String(round).padStart(5)}  ${row(health)}          ${row(refused)}          ${back.toFixed(0)}`,
      );
    }
  } finally {
    await cluster.stop();
  }
}

void main();
