import { useTranslation } from 'react-i18next';

interface CompileOutputProps {
  output: string;
  /** How many lines of it are marked in the editor. */
  markedLines: number;
  onClose: () => void;
}

/** The compiler's words after a Compile Error, under the editor where the code is fixed. */
export function CompileOutput({ output, markedLines, onClose }: CompileOutputProps) {
  const { t } = useTranslation();
  return (
    <section
      className="border-t border-amber-300 bg-amber-50 p-2"
      aria-labelledby="compile-output-title"
      data-testid="compile-output"
    >
      <div className="mb-1 flex items-center gap-2">
        <h3 id="compile-output-title" className="text-sm font-semibold text-amber-900">
          {t('editor.compileOutput')}
        </h3>
        {markedLines > 0 ? (
          <span className="text-xs text-amber-900">{t('editor.markedLines', { count: markedLines })}</span>
        ) : null}
        <button
          type="button"
          className="btn btn-sm ml-auto"
          onClick={onClose}
          aria-label={t('common.close')}
          data-testid="compile-output-close"
        >
          ✕
        </button>
      </div>
      <pre className="max-h-40 overflow-auto rounded bg-white/80 p-2 font-mono text-xs whitespace-pre-wrap text-slate-800">
        {output}
      </pre>
    </section>
  );
}
