/**
 * The server keeps one session per user and language: a start, a stop or a restart for one
 * language waits until the one before it has finished, so two starts never race and a stop is
 * never overtaken by the start meant to follow it.
 */
const queues = new Map<string, Promise<unknown>>();

export function withLanguageLock<T>(language: string, task: () => Promise<T>): Promise<T> {
  const before = queues.get(language) ?? Promise.resolve();
  const run = before.then(task);
  const settled = run.catch(() => undefined);
  queues.set(language, settled);
  void settled.then(() => {
    if (queues.get(language) === settled) queues.delete(language);
  });
  return run;
}
