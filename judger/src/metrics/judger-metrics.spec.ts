import { JudgeStatus, type JudgeTask } from '@verdict/common';
import { JudgerMetrics } from './judger-metrics';
import { serveJudgerMetrics } from './serve-judger-metrics';

const task = { kind: 'submission', taskId: '1:0', language: 'C++ 17' } as JudgeTask;

describe('the judge daemon metrics', () => {
  it('counts tasks by kind, language and verdict name, and the leases and slots it lost', async () => {
    const metrics = new JudgerMetrics('judge-a');
    metrics.countRunning(() => 2);
    metrics.taskJudged(task, JudgeStatus.ACCEPTED, 0.4);
    metrics.taskJudged(task, JudgeStatus.WRONG_ANSWER, 0.2);
    metrics.taskJudged(task, JudgeStatus.WRONG_ANSWER, 0.3);
    metrics.leaseLost();
    metrics.taskTakenOver();
    metrics.sandboxFailed('slot-died');
    const text = await metrics.registry.metrics();
    const labels = 'service="judger",judger="judge-a"';
    expect(text).toContain(
      `verdict_judger_task_duration_seconds_count{${labels},kind="submission",language="C++ 17",status="wrong_answer"} 2`,
    );
    expect(text).toContain(
      `verdict_judger_task_duration_seconds_count{${labels},kind="submission",language="C++ 17",status="accepted"} 1`,
    );
    expect(text).toContain(`verdict_judger_leases_lost_total{${labels}} 1`);
    expect(text).toContain(`verdict_judger_tasks_taken_over_total{${labels}} 1`);
    expect(text).toContain(`verdict_judger_sandbox_failures_total{kind="slot-died",${labels}} 1`);
    expect(text).toContain(`verdict_judger_sandbox_failures_total{kind="reset-failed",${labels}} 0`);
    expect(text).toContain(`verdict_judger_tasks_running{${labels}} 2`);
    expect(text).toContain('# TYPE verdict_judger_process_cpu_seconds_total counter');
  });

  it('serves them on a port of their own, to a scraper with the token when one is set', async () => {
    const metrics = new JudgerMetrics('judge-b');
    const { server, port } = await serveJudgerMetrics(metrics, 0, '127.0.0.1', 'a-metrics-token-of-16+');
    try {
      const url = `http://127.0.0.1:${port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(
        401,
      );
      const scraped = await fetch(`${url}/metrics`, {
        headers: { Authorization: 'Bearer a-metrics-token-of-16+' },
      });
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toContain('text/plain');
      expect(await scraped.text()).toContain('verdict_judger_tasks_running');
      expect((await fetch(`${url}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
