import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AssistantSection } from './components/assistant-section';
import { CarouselSection } from './components/carousel-section';
import { JudgeSection } from './components/judge-section';
import { SmtpSection } from './components/smtp-section';
import { WebsiteSection } from './components/website-section';
import '@/i18n/areas/admin-assistant';

const TABS = [
  { key: 'website', Section: WebsiteSection },
  { key: 'smtp', Section: SmtpSection },
  { key: 'judge', Section: JudgeSection },
  { key: 'carousel', Section: CarouselSection },
  { key: 'assistant', Section: AssistantSection },
] as const;

/** A tab's label: the assistant's lives with its section's texts. */
const tabLabel = (key: (typeof TABS)[number]['key']) =>
  key === 'assistant' ? 'adminAssistant.tab' : `adminConfig.tabs.${key}`;

/** /admin/conf: the super admin's system settings, one tab per group. */
export default function AdminConfigPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminConfig.title'));
  const [selected, setSelected] = useState(0);
  const { Section } = TABS[selected];
  return (
    <section className="card p-4">
      <h1 className="mb-3 text-lg font-semibold">{t('adminConfig.title')}</h1>
      <div className="mb-4 border-b border-slate-200">
        <TabStrip
          tabs={TABS.map(({ key }) => ({ label: t(tabLabel(key)), testId: `config-tab-${key}` }))}
          selected={selected}
          onSelect={setSelected}
        />
      </div>
      <div role="tabpanel" aria-label={t(tabLabel(TABS[selected].key))}>
        <Section />
      </div>
    </section>
  );
}
