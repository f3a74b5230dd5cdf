import { useTranslation } from 'react-i18next';
import { LinkButton } from './link-button';

/** Edit and Delete as links, for a row or chip among many records of the same kind. */
export function NamedLinkActions(props: {
  /** The record's name, which the buttons' accessible names carry ("Edit Math"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const { name } = props;
  return (
    <>
      <LinkButton aria-label={t('adminConfig.tag.editNamed', { name })} onClick={props.onEdit}>
        {t('adminConfig.tag.edit')}
      </LinkButton>
      <LinkButton danger aria-label={t('adminConfig.tag.deleteNamed', { name })} onClick={props.onDelete}>
        {t('admin.delete')}
      </LinkButton>
    </>
  );
}
