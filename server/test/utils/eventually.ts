/**
 * Retries a check until it passes, for what settles a moment after the call that caused it: a
 * contest board after a verdict (the event is handled after the commit), an API reconnecting.
 */
export async function eventually(check: () => Promise<void>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
