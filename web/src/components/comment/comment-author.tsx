import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/common/avatar';
import type { CommentAuthorView } from '@verdict/common';

/** HOJ's badges by role name: SPA for the super admin, ADM for an admin. */
const BADGES: Record<string, { key: string; className: string }> = {
  root: { key: 'comment.badgeRoot', className: 'bg-red-600' },
  admin: { key: 'comment.badgeAdmin', className: 'bg-blue-600' },
};

/** Who wrote a comment or a reply: avatar, name, role badge and title in its colour. */
export function CommentAuthor({ author, size = 36 }: { author: CommentAuthorView; size?: number }) {
  const { t } = useTranslation();
  const badge = author.fromRole ? BADGES[author.fromRole] : undefined;
  return (
    <span className="inline-flex items-center gap-2">
      <Avatar src={author.fromAvatar} name={author.fromName} size={size} />
      <span className="font-medium text-slate-800">{author.fromName}</span>
      {badge ? (
        <span
          className={`rounded px-1 text-[10px] leading-4 font-bold text-white ${badge.className}`}
          data-testid="role-badge"
        >
          {t(badge.key)}
        </span>
      ) : null}
      {author.fromTitleName ? (
        <span
          className="rounded px-1.5 text-xs leading-5 text-white"
          style={{ backgroundColor: author.fromTitleColor ?? '#64748b' }}
          data-testid="user-title"
        >
          {author.fromTitleName}
        </span>
      ) : null}
    </span>
  );
}
