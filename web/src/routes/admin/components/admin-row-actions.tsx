import { useTranslation } from 'react-i18next';

interface AdminRowActionsProps {
  onEdit: () => void;
  /** Omitted: the row cannot be deleted (the admin's own account) and shows no Delete button. */
  onDelete?: () => void;
}

/** The Edit and Delete buttons at the end of an admin table row. */
export function AdminRowActions({ onEdit, onDelete }: AdminRowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="btn btn-sm mr-1" onClick={onEdit}>
        {t('admin.edit')}
      </button>
      {onDelete ? (
        <button type="button" className="btn btn-sm btn-danger" onClick={onDelete}>
          {t('admin.delete')}
        </button>
      ) : null}
    </>
  );
}
