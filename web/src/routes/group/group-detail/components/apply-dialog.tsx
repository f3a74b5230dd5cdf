import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_CONSTANTS as L, GroupJoinRule } from '@verdict/common';
import { FormDialog } from '@/components/ui/form-dialog';
import { applyToGroup, type GroupCard } from '@/hooks/api/group';
import { checkApplication } from '../../group-form';
import '@/i18n/areas/group';

/** A protected group asks for a reason, a private one for a reason and its code. */
export function ApplyDialog({
  group,
  onClose,
  onApplied,
}: {
  group: GroupCard;
  onClose: () => void;
  onApplied: (auth: number) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const isPrivate = group.auth === GroupJoinRule.PRIVATE;
  return (
    <FormDialog
      title={t('groupPage.apply.title', { name: group.name })}
      submitLabel={t('groupPage.action.apply')}
      submitTestId="group-apply-submit"
      onClose={onClose}
      validate={() => {
        const problem = checkApplication(group.auth, reason, code);
        return problem ? t(`groupPage.${problem[0]}`, problem[1]) : null;
      }}
      onSubmit={async () => {
        const { auth } = await applyToGroup(group.id, reason.trim(), isPrivate ? code.trim() : undefined);
        onApplied(auth);
      }}
    >
      <label className="mb-3 block text-sm">
        <span className="mb-1 block text-slate-600">{t('groupPage.apply.reason')} *</span>
        <textarea
          className="input"
          name="reason"
          rows={3}
          maxLength={L.reasonMax}
          value={reason}
          placeholder={t('groupPage.apply.reasonPlaceholder', { min: L.reasonMin, max: L.reasonMax })}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      {isPrivate ? (
        <label className="mb-3 block text-sm">
          <span className="mb-1 block text-slate-600">{t('groupPage.apply.code')} *</span>
          <input
            className="input"
            name="code"
            maxLength={L.codeMax}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
      ) : null}
    </FormDialog>
  );
}
