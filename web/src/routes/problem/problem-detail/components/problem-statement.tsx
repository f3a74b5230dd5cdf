import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isUnbuiltPath } from '@/app/unbuilt-areas';
import { CopyButton } from '@/components/common/copy-button';
import { DifficultyTag } from '@/components/common/difficulty-tag';
import { useWebsiteConfig } from '@/hooks/api/website';
import { formatDateTime } from '@/lib/format';
import { parseExamples } from '@/lib/parse-examples';
import { useAbilities } from '@/stores/session';
import type { ProblemDetail } from '@/types/problem';
import { ProblemLimits } from './problem-limits';
import { RemoteSourceNote } from './remote-source-note';

// The pie chart dialog is fetched when it is first opened.
const StatisticsDialog = lazy(() => import('./statistics-dialog'));
// The markdown pipeline (about 46 KB) stays out of the page's own chunk; the problem route starts
// fetching it with that chunk (`app/route-preloads.ts`), so the statement does not wait longer.
const Markdown = lazy(() =>
  import('@/components/common/markdown').then(({ Markdown }) => ({ default: Markdown })),
);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mb-5">
      <h2 className="mb-2 border-l-4 border-blue-500 pl-2 font-semibold text-slate-800">{title}</h2>
      {/* Until the markdown code is in, a section shows its title alone. */}
      <Suspense fallback={null}>{children}</Suspense>
    </section>
  );
}

export function ProblemStatement({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const { problem, tags } = detail;
  const abilities = useAbilities();
  const config = useWebsiteConfig();
  const [statsOpen, setStatsOpen] = useState(false);
  const samples = parseExamples(problem.examples);
  return (
    <article data-testid="problem-statement">
      <header className="mb-4">
        <h1 className="text-xl font-bold">
          {problem.problemId} {problem.title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <DifficultyTag level={problem.difficulty} />
          {tags.length > 0 ? (
            tags.map((tag) => (
              <span
                key={tag.id}
                className="rounded px-1.5 py-0.5 text-xs text-white"
                style={{ backgroundColor: tag.color || '#64748b' }}
              >
                {tag.name}
              </span>
            ))
          ) : (
            <span className="text-xs text-slate-500">{t('problem.noTag')}</span>
          )}
        </div>
        <ProblemLimits problem={problem} />
        <RemoteSourceNote problem={problem} />
        {problem.isFileIO ? (
          <p className="mt-1 text-sm text-slate-600">
            {t('problem.fileIO', {
              input: problem.ioReadFileName ?? '',
              output: problem.ioWriteFileName ?? '',
            })}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-3 text-sm">
          <button type="button" className="text-blue-600 hover:underline" onClick={() => setStatsOpen(true)}>
            {t('problem.statistics')}
          </button>
          {config.openPublicDiscussion && !isUnbuiltPath('/discussion') ? (
            <Link
              className="text-blue-600 hover:underline"
              to={`/discussion/${encodeURIComponent(problem.problemId)}`}
            >
              {t('problem.discussion')}
            </Link>
          ) : null}
        </div>
      </header>
      <Section title={t('problem.description')}>
        <Markdown>{problem.description}</Markdown>
      </Section>
      {problem.input ? (
        <Section title={t('problem.input')}>
          <Markdown>{problem.input}</Markdown>
        </Section>
      ) : null}
      {problem.output ? (
        <Section title={t('problem.output')}>
          <Markdown>{problem.output}</Markdown>
        </Section>
      ) : null}
      {samples.map((sample, index) => (
        <div key={index} className="mb-5 grid gap-3 md:grid-cols-2" data-testid="sample">
          <SampleBox title={t('problem.sampleInput', { index: index + 1 })} text={sample.input} />
          <SampleBox title={t('problem.sampleOutput', { index: index + 1 })} text={sample.output} />
        </div>
      ))}
      {problem.hint ? (
        <Section title={t('problem.hint')}>
          <Markdown>{problem.hint}</Markdown>
        </Section>
      ) : null}
      {problem.source && (abilities.isAdmin || abilities.isTeacher) ? (
        <Section title={t('problem.source')}>
          <Markdown>{problem.source}</Markdown>
        </Section>
      ) : null}
      <p className="text-xs text-slate-500">
        {problem.author ? `${t('problem.author')}: ${problem.author} · ` : ''}
        {problem.gmtCreate ? `${t('problem.publishTime')}: ${formatDateTime(problem.gmtCreate)}` : ''}
      </p>
      {statsOpen ? (
        <Suspense fallback={null}>
          <StatisticsDialog open onClose={() => setStatsOpen(false)} counts={detail.problemCount ?? null} />
        </Suspense>
      ) : null}
    </article>
  );
}

function SampleBox({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <div className="mb-1 flex items-center justify-between">
        <h3 className="text-sm font-semibold">{title}</h3>
        <CopyButton text={text} />
      </div>
      <pre className="overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm whitespace-pre">
        {text}
      </pre>
    </div>
  );
}
