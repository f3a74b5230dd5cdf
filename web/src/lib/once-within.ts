/** `take(key)` is true the first time a key comes, and again only after `ms` without it. */
export function onceWithin(ms: number, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    take(key: string): boolean {
      const at = now();
      const previous = last.get(key);
      last.set(key, at);
      return previous === undefined || at - previous >= ms;
    },
  };
}
