import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '@verdict/common';
import { type AuditFilters, NO_AUDIT_FILTERS } from '@/hooks/api/admin-audit';
import { ChoiceSelect } from '../../components/choice-select';
import { LabelledField } from '../../components/labelled-field';

const ACTION_CHOICES = ['', ...AUDIT_ACTIONS] as const;
const KIND_CHOICES = ['', ...AUDIT_TARGET_KINDS] as const;

interface AuditFilterFormProps {
  /** The filters the list shows now; the form starts from them. */
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
}

/** The list's filters: typed or chosen here, applied together with Filter; Clear shows everything again. */
export function AuditFilterForm({ applied, onApply }: AuditFilterFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const set = (changes: Partial<AuditFilters>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <form
      className="mb-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={t('audit.filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <LabelledField label={t('audit.filters.user')}>
        <input
          className="input w-full"
          value={draft.user}
          onChange={(event) => set({ user: event.target.value })}
        />
      </LabelledField>
      <LabelledField label={t('audit.filters.action')}>
        <ChoiceSelect
          className="input w-full"
          value={draft.action}
          choices={ACTION_CHOICES}
          choiceLabel={(action) => (action ? t(`audit.action.${action}`) : t('audit.filters.anyAction'))}
          onChange={(action) => set({ action })}
        />
      </LabelledField>
      <LabelledField label={t('audit.filters.targetKind')}>
        <ChoiceSelect
          className="input w-full"
          value={draft.targetKind}
          choices={KIND_CHOICES}
          choiceLabel={(kind) => (kind ? t(`audit.kind.${kind}`) : t('audit.filters.anyTarget'))}
          onChange={(targetKind) => set({ targetKind })}
        />
      </LabelledField>
      <LabelledField label={t('audit.filters.targetId')}>
        <input
          className="input w-full"
          value={draft.targetId}
          onChange={(event) => set({ targetId: event.target.value })}
        />
      </LabelledField>
      <LabelledField label={t('audit.filters.from')}>
        <input
          className="input w-full"
          type="date"
          value={draft.from}
          onChange={(event) => set({ from: event.target.value })}
        />
      </LabelledField>
      <LabelledField label={t('audit.filters.to')}>
        <input
          className="input w-full"
          type="date"
          value={draft.to}
          onChange={(event) => set({ to: event.target.value })}
        />
      </LabelledField>
      <div className="flex items-end gap-2 lg:col-span-2">
        <button type="submit" className="btn btn-primary">
          {t('audit.filters.apply')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          {t('audit.filters.clear')}
        </button>
      </div>
    </form>
  );
}
