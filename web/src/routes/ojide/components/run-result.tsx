import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@verdict/common';
import { StatusTag } from '@/components/common/status-tag';
import { Spinner } from '@/components/ui/spinner';
import type { TestPhase } from '@/hooks/use-test-run';
import { formatMemory, formatTime } from '@/lib/format';
import type { TestJudgeResult } from '@/types/submission';

interface RunResultProps {
  phase: TestPhase;
  result: TestJudgeResult | null;
  /** The server's reason for not taking the run (400, 429…). */
  refusal: string | null;
}

function Output({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 text-xs font-semibold text-slate-600">{title}</h3>
      <pre
        className="max-h-60 overflow-auto rounded border border-slate-200 bg-white p-2 font-mono text-xs whitespace-pre-wrap"
        data-testid={testId}
      >
        {text}
      </pre>
    </div>
  );
}

/** The last run: its verdict, time and memory, and its output, or the compiler's on a compile error. */
export function RunResult({ phase, result, refusal }: RunResultProps) {
  const { t } = useTranslation();
  if (refusal) {
    return (
      <p
        className="rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-800"
        role="alert"
        data-testid="ide-refusal"
      >
        {refusal}
      </p>
    );
  }
  if (phase === 'running') {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner /> {t('ojide.running')}
      </p>
    );
  }
  if (!result) return <p className="text-sm text-slate-500">{t('ojide.notRun')}</p>;
  const compileError = result.status === JudgeStatus.COMPILE_ERROR;
  return (
    <div className="space-y-2" data-testid="ide-result" data-status={result.status}>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <StatusTag status={result.status} />
        {compileError ? null : (
          <>
            <span>{formatTime(result.time)}</span>
            <span>{formatMemory(result.memory)}</span>
          </>
        )}
      </div>
      {compileError ? (
        <Output title={t('ojide.compileError')} text={result.stderr ?? ''} testId="ide-compile-output" />
      ) : (
        <>
          <Output title={t('ojide.output')} text={result.userOutput ?? ''} testId="ide-output" />
          {result.stderr ? (
            <Output title={t('ojide.stderr')} text={result.stderr} testId="ide-stderr" />
          ) : null}
        </>
      )}
    </div>
  );
}
