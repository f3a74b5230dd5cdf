/** /admin/chat-report: the chat messages users reported, for the site's admins. */
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { TitledCard } from '../components/titled-card';
import { ChatReportTable } from './components/chat-report-table';
import '@/i18n/areas/im-chat';

export default function ChatReportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('imChat.admin.title'));
  return (
    <TitledCard
      title={t('imChat.admin.title')}
      titleId="chat-report-title"
      level="h1"
      titleClassName="mb-3 text-lg font-semibold"
    >
      <ChatReportTable />
    </TitledCard>
  );
}
