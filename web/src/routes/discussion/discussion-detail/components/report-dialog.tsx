import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_CONSTANTS, DISCUSSION_REPORT_TAGS, type DiscussionReportTag } from '@verdict/common';
import { FormDialog } from '@/components/ui/form-dialog';
import { reportDiscussion } from '@/hooks/api/discussion';
import { useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import { joinReportContent, reportProblem } from '../../discussion-text';
import '@/i18n/areas/discussion';

/** Report a discussion with tags and/or a reason of at most 200 characters. */
export function ReportDialog({ did, onClose }: { did: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [tags, setTags] = useState<DiscussionReportTag[]>([]);
  const [reason, setReason] = useState('');
  const toggle = (tag: DiscussionReportTag) =>
    setTags((chosen) => (chosen.includes(tag) ? chosen.filter((other) => other !== tag) : [...chosen, tag]));
  const validate = () => {
    const problem = reportProblem(tags.length, reason);
    if (problem === 'empty') return t('discussion.report.empty');
    if (problem === 'tooLong')
      return t('discussion.report.tooLong', { max: DISCUSSION_CONSTANTS.reportMaxLength });
    return null;
  };
  const submit = async () => {
    const labels = DISCUSSION_REPORT_TAGS.filter((tag) => tags.includes(tag)).map((tag) =>
      t(`discussion.report.tags.${tag}`),
    );
    await reportDiscussion({ did, content: joinReportContent(labels, reason), reporter: user?.username });
    toast('success', t('discussion.report.sent'));
    onClose();
  };
  return (
    <FormDialog
      title={t('discussion.report.title')}
      onClose={onClose}
      validate={validate}
      onSubmit={submit}
      submitLabel={t('discussion.report.submit')}
      submitTestId="report-submit"
    >
      <fieldset className="mb-3" data-testid="report-form">
        <legend className="mb-2 text-sm font-medium">{t('discussion.report.tagsLabel')}</legend>
        <div className="flex flex-wrap gap-2">
          {DISCUSSION_REPORT_TAGS.map((tag) => (
            <label
              key={tag}
              className={`cursor-pointer rounded border px-2 py-1 text-sm ${tags.includes(tag) ? 'border-blue-600 bg-blue-50 text-blue-700' : 'border-slate-200'}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={tags.includes(tag)}
                onChange={() => toggle(tag)}
              />
              {t(`discussion.report.tags.${tag}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mb-3 block text-sm">
        <span className="mb-1 block font-medium">{t('discussion.report.reason')}</span>
        <textarea
          className="input min-h-24 w-full"
          name="reason"
          aria-label={t('discussion.report.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <span
          className={`block text-right text-xs ${reason.length > DISCUSSION_CONSTANTS.reportMaxLength ? 'text-red-600' : 'text-slate-500'}`}
        >
          {reason.length} / {DISCUSSION_CONSTANTS.reportMaxLength}
        </span>
      </label>
    </FormDialog>
  );
}
