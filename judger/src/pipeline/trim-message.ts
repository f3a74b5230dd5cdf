/** Compiler and checker messages are stored and shown: keep them readable and bounded. */
export const MESSAGE_MAX_CHARS = 10000;

export function trimMessage(text: string, max = MESSAGE_MAX_CHARS): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max)}\n... (truncated)` : trimmed;
}

/** Output shown back to people (test runs, wrong-answer cases): at most 1000 characters + "...". */
export const ECHO_MAX_CHARS = 1000;

export function outputPreview(output: Buffer | string): string {
  const text = typeof output === 'string' ? output : output.subarray(0, ECHO_MAX_CHARS * 4).toString('utf8');
  return text.length > ECHO_MAX_CHARS ? `${text.slice(0, ECHO_MAX_CHARS)}...` : text;
}
