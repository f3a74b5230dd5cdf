import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/common/avatar';
import { Markdown } from '@/components/common/markdown';
import { formatAcRate } from '@/lib/format';
import type { UserHome } from '@/types/account';
import { solvedCount } from './solved-by-difficulty';

export function UserProfileCard({ user }: { user: UserHome }) {
  const { t } = useTranslation();
  const solved = solvedCount(user);
  const total = user.total ?? 0;
  const stats = [
    { label: t('userHome.solved'), value: solved },
    { label: t('userHome.submissions'), value: total },
    // The server's figure, the rank's: solved problems over counted submissions.
    { label: t('userHome.acRate'), value: formatAcRate(user.acRate ?? 0) },
  ];
  return (
    <section className="card flex flex-wrap items-center gap-6 p-6" data-testid="user-profile">
      <Avatar src={user.avatar} name={user.username} size={96} />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold">
          {user.username}
          {user.titleName ? (
            <span
              className="ml-2 rounded px-2 py-0.5 align-middle text-xs text-white"
              style={{ backgroundColor: user.titleColor || '#2563eb' }}
            >
              {user.titleName}
            </span>
          ) : null}
        </h1>
        {user.nickname ? <p className="text-slate-600">{user.nickname}</p> : null}
        {user.school ? <p className="text-sm text-slate-500">{user.school}</p> : null}
        {user.signature ? (
          <Markdown className="mt-2 text-sm text-slate-700">{user.signature}</Markdown>
        ) : null}
      </div>
      <dl className="flex gap-6 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse">
            <dt className="text-xs text-slate-600">{stat.label}</dt>
            <dd className="text-2xl font-bold text-blue-700">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
