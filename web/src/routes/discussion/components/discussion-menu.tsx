import { useTranslation } from 'react-i18next';
import { Dropdown, dropdownItemClass } from '@/components/ui/dropdown';
import { confirmAction } from '@/components/ui/confirm';
import { deleteDiscussion, type Discussion } from '@/hooks/api/discussion';
import { ApiError } from '@/lib/api-client';
import { useAbilities, useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import '@/i18n/areas/discussion';

/**
 * Who may do what with a discussion: the author edits; the author and admins delete.
 * In a group the author or a group root edits and deletes.
 */
export function useDiscussionRights(discussion: Discussion | undefined, groupRoot = false) {
  const { user } = useSession();
  const { isAdmin } = useAbilities();
  const isAuthor = Boolean(user && discussion && user.uid === discussion.uid);
  if (discussion?.gid) return { canEdit: isAuthor || groupRoot, canDelete: isAuthor || groupRoot };
  return { canEdit: isAuthor, canDelete: isAuthor || isAdmin };
}

interface DiscussionMenuProps {
  discussion: Discussion;
  onEdit: () => void;
  onDeleted: () => void;
  /** The viewer is a root of the post's group. */
  groupRoot?: boolean;
}

/** The ⋯ menu of a discussion: edit and delete (with confirmation), for those allowed. */
export function DiscussionMenu({ discussion, onEdit, onDeleted, groupRoot }: DiscussionMenuProps) {
  const { t } = useTranslation();
  const { canEdit, canDelete } = useDiscussionRights(discussion, groupRoot);
  if (!canEdit && !canDelete) return null;
  const remove = async () => {
    if (!(await confirmAction(t('discussion.deleteConfirm')))) return;
    try {
      await deleteDiscussion(discussion.id, discussion.gid);
    } catch (failure) {
      if (failure instanceof ApiError) return;
      throw failure;
    }
    toast('success', t('discussion.deleted'));
    onDeleted();
  };
  return (
    <Dropdown
      align="end"
      panelClassName="w-32"
      buttonClassName="btn btn-sm"
      buttonTestId="discussion-menu"
      button={() => <span aria-label={t('discussion.actions')}>⋯</span>}
    >
      {canEdit ? (
        <button type="button" className={dropdownItemClass} onClick={onEdit} data-testid="discussion-edit">
          {t('discussion.edit')}
        </button>
      ) : null}
      {canDelete ? (
        <button
          type="button"
          className={`${dropdownItemClass} text-red-600`}
          onClick={() => void remove()}
          data-testid="discussion-delete"
        >
          {t('discussion.delete')}
        </button>
      ) : null}
    </Dropdown>
  );
}
