/**
 * Why the signed-in user may not do something yet (the server's own words), shown where the button
 * to do it would be, so nobody fills in a form only to be refused.
 */
export function RuleNote({ reason, testId }: { reason: string; testId?: string }) {
  return (
    <p
      role="note"
      className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid={testId}
    >
      {reason}
    </p>
  );
}
