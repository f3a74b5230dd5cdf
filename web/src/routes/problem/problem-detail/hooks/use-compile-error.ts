/**
 * The last compile error of a submission or a test run on this page: its output, and the lines
 * it points at, which the editor marks while the code is in the language that produced them.
 */
import { useCallback, useMemo, useState } from 'react';
import { parseCompilerOutput } from '@/components/editor/compiler-diagnostics';

export type CompileErrorSource = 'submit' | 'test';

interface CompileError {
  output: string;
  language: string;
  source: CompileErrorSource;
}

export function useCompileError(language: string) {
  const [error, setError] = useState<CompileError | null>(null);
  const markers = useMemo(
    () => (error && error.language === language ? parseCompilerOutput(error.output) : []),
    [error, language],
  );
  /** Records a compile error for `forLanguage`, or clears the one of that source (null). */
  const report = useCallback((source: CompileErrorSource, forLanguage: string, output: string | null) => {
    setError((prev) => {
      if (output !== null) return { output, language: forLanguage, source };
      return prev?.source === source ? null : prev;
    });
  }, []);
  const clear = useCallback(() => setError(null), []);
  return { error, markers, report, clear };
}
