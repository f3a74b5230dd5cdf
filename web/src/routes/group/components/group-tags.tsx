import { useTranslation } from 'react-i18next';
import { GroupJoinRule } from '@verdict/common';
import '@/i18n/areas/group';

const AUTH_STYLE: Record<number, { key: string; className: string }> = {
  [GroupJoinRule.PUBLIC]: { key: 'public', className: 'bg-green-100 text-green-800' },
  [GroupJoinRule.PROTECTED]: { key: 'protected', className: 'bg-amber-100 text-amber-800' },
  [GroupJoinRule.PRIVATE]: { key: 'private', className: 'bg-red-100 text-red-800' },
};

const tag = 'inline-block rounded px-1.5 py-0.5 text-xs font-medium';

/** The join rule of a group as a coloured tag. */
export function GroupAuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  const style = AUTH_STYLE[auth] ?? AUTH_STYLE[GroupJoinRule.PUBLIC];
  return (
    <span className={`${tag} ${style.className}`} data-testid="group-auth-tag">
      {t(`groupPage.auth.${style.key}`)}
    </span>
  );
}

/** Shown on groups hidden from the list. */
export function GroupHiddenTag() {
  const { t } = useTranslation();
  return (
    <span className={`${tag} bg-slate-200 text-slate-700`} data-testid="group-hidden-tag">
      {t('groupPage.hidden')}
    </span>
  );
}
