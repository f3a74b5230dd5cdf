import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassInput, ClassView } from '@verdict/common';
import { FormDialog } from '@/components/ui/form-dialog';
import { saveClass, useClassGroups } from '@/hooks/api/teacher';
import { toast } from '@/stores/ui';
import { bindText } from '../../components/bind-text';
import { DIALOG_FIELD, LabelledField, LabelledInput } from '../../components/labelled-field';
import '@/i18n/areas/teacher';

const MAX_LENGTH = 100;

interface ClassDialogProps {
  /** The class to edit; a new class when absent. */
  editing?: ClassView;
  onClose: () => void;
  onSaved: () => void;
}

/** The first rule the form breaks, as a message key, or null. */
function formProblem(form: ClassInput): string | null {
  if (!form.gid) return 'teacher.class.groupRequired';
  if (!form.name.trim()) return 'teacher.class.nameRequired';
  if (form.name.trim().length > MAX_LENGTH) return 'teacher.class.nameTooLong';
  if ((form.school ?? '').trim().length > MAX_LENGTH) return 'teacher.class.schoolTooLong';
  return null;
}

/** Creates a class in one of the groups the teacher administers, or renames an existing one. */
export function ClassDialog({ editing, onClose, onSaved }: ClassDialogProps) {
  const { t } = useTranslation();
  const groups = useClassGroups();
  const [form, setForm] = useState<ClassInput>({
    id: editing?.id,
    gid: editing?.gid ?? 0,
    name: editing?.name ?? '',
    school: editing?.school ?? '',
  });
  const set = (patch: Partial<ClassInput>) => setForm((prev) => ({ ...prev, ...patch }));
  const save = async () => {
    await saveClass({ ...form, name: form.name.trim(), school: form.school?.trim() });
    toast('success', t('admin.saved'));
    onSaved();
  };
  const text = bindText(form, set);
  const options = groups.data ?? [];
  return (
    <FormDialog
      title={t(editing ? 'teacher.class.editTitle' : 'teacher.class.createTitle')}
      validate={() => {
        const broken = formProblem(form);
        return broken ? t(broken) : null;
      }}
      onSubmit={save}
      onClose={onClose}
    >
      <LabelledField {...DIALOG_FIELD} label={t('teacher.class.group')}>
        <select
          className="input mt-1"
          value={form.gid || ''}
          // A class stays in the group it was opened in.
          disabled={Boolean(editing)}
          onChange={(event) => set({ gid: Number(event.target.value) })}
        >
          {editing ? (
            <option value={editing.gid}>{editing.groupName}</option>
          ) : (
            <>
              <option value="">{t('teacher.class.chooseGroup')}</option>
              {options.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </>
          )}
        </select>
      </LabelledField>
      {!editing && groups.data && options.length === 0 ? (
        <p className="mb-3 text-sm text-amber-700">{t('teacher.class.noGroups')}</p>
      ) : null}
      <LabelledInput
        {...DIALOG_FIELD}
        label={t('teacher.class.name')}
        maxLength={MAX_LENGTH}
        {...text('name')}
      />
      <LabelledInput
        {...DIALOG_FIELD}
        label={t('teacher.class.school')}
        maxLength={MAX_LENGTH}
        {...text('school')}
      />
    </FormDialog>
  );
}
