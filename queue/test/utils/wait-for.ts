/**
 * Polls until the probe returns a value. A probe that throws (a server still restarting) counts
 * as "not yet"; the last error is named when the wait times out.
 */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 60000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const value = await Promise.resolve()
      .then(probe)
      .catch((error: unknown) => {
        lastError = error;
        return undefined;
      });
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`timed out waiting for ${what}${cause}`);
}
