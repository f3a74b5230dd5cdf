import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH, PROBLEM_DEFAULTS, PROBLEM_LIMIT_CAPS } from '@verdict/common';
import { DEFAULT_SHORT_NAME, useWebsiteConfig } from '@/hooks/api/website';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { JudgeStatusTable } from './components/judge-status-table';
import { LanguageTable } from './components/language-table';
import '@/i18n/areas/home';

const FAQ = ['io', 'int64', 'java', 'ce', 'pending', 'rejudge'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card min-w-0 p-4 sm:p-6" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /introduction: what the judge is, its verdicts, languages, limits and a short FAQ. */
export default function IntroductionPage() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  const name = config.name || config.shortName || DEFAULT_SHORT_NAME;
  useDocumentTitle(t('aboutPage.title'));
  const limits = [
    t('aboutPage.limitTime', { ms: PROBLEM_DEFAULTS.timeLimitMs, max: PROBLEM_LIMIT_CAPS.timeLimitMs }),
    t('aboutPage.limitMemory', { mb: PROBLEM_DEFAULTS.memoryLimitMb, max: PROBLEM_LIMIT_CAPS.memoryLimitMb }),
    t('aboutPage.limitStack', { mb: PROBLEM_DEFAULTS.stackLimitMb }),
    t('aboutPage.limitDoubled'),
    t('aboutPage.limitCode', { count: CODE_MAX_LENGTH }),
    ...(config.submitIntervalSeconds
      ? [t('aboutPage.limitInterval', { seconds: config.submitIntervalSeconds })]
      : []),
  ];
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('aboutPage.title')}</h1>
      <Section id="about-what" title={t('aboutPage.whatTitle', { name })}>
        <p className="text-slate-700">{config.description || t('aboutPage.whatBody', { name })}</p>
        <p className="mt-2 text-slate-700">{t('aboutPage.howBody')}</p>
      </Section>
      <Section id="about-statuses" title={t('aboutPage.statusesTitle')}>
        <JudgeStatusTable />
      </Section>
      <Section id="about-languages" title={t('aboutPage.languagesTitle')}>
        <LanguageTable />
      </Section>
      <Section id="about-limits" title={t('aboutPage.limitsTitle')}>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          {limits.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section id="about-faq" title={t('aboutPage.faqTitle')}>
        <dl className="space-y-3">
          {FAQ.map((key) => (
            <div key={key}>
              <dt className="font-medium">{t(`aboutPage.faq.${key}.q`)}</dt>
              <dd className="mt-1 text-slate-700">{t(`aboutPage.faq.${key}.a`)}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  );
}
