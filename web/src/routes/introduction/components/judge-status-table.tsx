import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@verdict/common';
import { StatusTag } from '@/components/common/status-tag';
import '@/i18n/areas/home';

/** The verdicts a submission can end with, or pass through, in the order a student meets them. */
const EXPLAINED = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.CANCELLED,
  JudgeStatus.SUBMITTED_FAILED,
] as const;

export function JudgeStatusTable() {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('aboutPage.status')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('aboutPage.meaning')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {EXPLAINED.map((status) => (
            <tr key={status}>
              <td className="py-2 pr-4 align-top whitespace-nowrap">
                <StatusTag status={status} />
              </td>
              <td className="py-2 text-slate-700">{t(`aboutPage.statusMeaning.${status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
