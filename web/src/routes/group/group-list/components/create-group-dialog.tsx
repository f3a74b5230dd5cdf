import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { createGroup, type GroupDetail } from '@/hooks/api/group';
import { toast } from '@/stores/ui';
import { GroupFormFields } from '../../components/group-form-fields';
import { checkGroupForm, emptyGroupForm, toGroupInput, type GroupFormValues } from '../../group-form';
import '@/i18n/areas/group';

/** The create-group dialog; the server's refusals (limits, a taken short name) show as sent. */
export function CreateGroupDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (group: GroupDetail) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<GroupFormValues>(emptyGroupForm);
  return (
    <FormDialog
      title={t('groupPage.createTitle')}
      width="max-w-2xl"
      submitLabel={t('groupPage.create')}
      submitTestId="group-create-submit"
      onClose={onClose}
      validate={() => {
        const problem = checkGroupForm(values);
        return problem ? t(`groupPage.${problem[0]}`, problem[1]) : null;
      }}
      onSubmit={async () => {
        const group = await createGroup(toGroupInput(values));
        toast('success', t('groupPage.createdOk'));
        onCreated(group);
      }}
    >
      <div data-testid="group-create-form">
        <GroupFormFields values={values} onChange={(patch) => setValues((old) => ({ ...old, ...patch }))} />
      </div>
    </FormDialog>
  );
}
