/** What a trimmed-out part of Monaco throws if something ever constructs it. */
export function unavailable(part: string): Error {
  return new Error(`${part} is not part of this app's editor build (vite.config.ts, monacoTrim)`);
}
