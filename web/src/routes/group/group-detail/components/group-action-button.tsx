import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { GroupJoinRule } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { applyToGroup, disbandGroup, exitGroup, type GroupCard } from '@/hooks/api/group';
import { toast } from '@/stores/ui';
import { groupAction, type GroupViewer } from '../../group-rules';
import { ApplyDialog } from './apply-dialog';
import '@/i18n/areas/group';

/**
 * The group's action: Disband (owner, super admin), Exit (member), Apply, Applying or Refused. After a
 * change the viewer's auth reloads; leaving or disbanding goes back to the list.
 */
export function GroupActionButton({
  group,
  viewer,
  reload,
}: {
  group: GroupCard;
  viewer: GroupViewer;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [applying, setApplying] = useState(false);
  const [busy, setBusy] = useState(false);
  const action = groupAction(viewer);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  const leave = async (confirmKey: string, work: () => Promise<unknown>, doneKey: string) => {
    if (!(await confirmAction(t(confirmKey, { name: group.name })))) return;
    await run(async () => {
      await work();
      toast('success', t(doneKey));
      void navigate('/group');
    });
  };
  const apply = async () => {
    if (group.auth !== GroupJoinRule.PUBLIC) return setApplying(true);
    await run(async () => {
      await applyToGroup(group.id);
      toast('success', t('groupPage.action.joined'));
      reload();
    });
  };

  const button = 'btn shrink-0';
  switch (action) {
    case 'disband':
      return (
        <button
          type="button"
          className={`${button} border-red-300 text-red-700 hover:bg-red-50`}
          disabled={busy}
          data-testid="group-disband"
          onClick={() =>
            void leave(
              'groupPage.action.disbandConfirm',
              () => disbandGroup(group.id),
              'groupPage.action.disbanded',
            )
          }
        >
          {t('groupPage.action.disband')}
        </button>
      );
    case 'exit':
      return (
        <button
          type="button"
          className={button}
          disabled={busy}
          data-testid="group-exit"
          onClick={() =>
            void leave('groupPage.action.exitConfirm', () => exitGroup(group.id), 'groupPage.action.exited')
          }
        >
          {t('groupPage.action.exit')}
        </button>
      );
    case 'applying':
      return (
        <button type="button" className={button} disabled data-testid="group-applying">
          {t('groupPage.action.applying')}
        </button>
      );
    case 'refused':
      return (
        <button type="button" className={`${button} text-red-700`} disabled data-testid="group-refused">
          {t('groupPage.action.refused')}
        </button>
      );
    default:
      return (
        <>
          <button
            type="button"
            className={`${button} btn-primary`}
            disabled={busy}
            data-testid="group-apply"
            onClick={() => void apply()}
          >
            {t('groupPage.action.apply')}
          </button>
          {applying ? (
            <ApplyDialog
              group={group}
              onClose={() => setApplying(false)}
              onApplied={(auth) => {
                setApplying(false);
                toast('success', t(auth >= 3 ? 'groupPage.action.joined' : 'groupPage.action.applied'));
                reload();
              }}
            />
          ) : null}
        </>
      );
  }
}
