import { unreadBadgeText } from '@/hooks/api/message';

/** A red count bubble: hidden at 0, "99+" above 99. */
export function UnreadBadge({ count, testId }: { count: number | undefined; testId?: string }) {
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] leading-5 font-semibold text-white"
      data-testid={testId}
    >
      {text}
    </span>
  );
}
