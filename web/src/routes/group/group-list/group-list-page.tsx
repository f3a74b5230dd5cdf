import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GROUP_CONSTANTS as L, GroupJoinRule } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { RuleNote } from '@/components/common/rule-note';
import { SearchField } from '@/components/ui/search-field';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useGroupCreationRule, useGroupList, type GroupListQuery } from '@/hooks/api/group';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/stores/session';
import { requireSession } from '../require-session';
import { CreateGroupDialog } from './components/create-group-dialog';
import { GroupCard } from './components/group-card';
import '@/i18n/areas/group';

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

const AUTH_CHIPS = [
  { auth: undefined, key: 'all' },
  { auth: GroupJoinRule.PUBLIC, key: 'public' },
  { auth: GroupJoinRule.PROTECTED, key: 'protected' },
  { auth: GroupJoinRule.PRIVATE, key: 'private' },
] as const;

const chip = (active: boolean) =>
  `rounded-full border px-3 py-1 text-sm ${active ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-100'}`;

/**
 * /group: search, mine/all, auth chips, cards, pagination, create. A user the server would not let
 * create a group reads why instead of the create button.
 */
export default function GroupListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('groupPage.title'));
  const navigate = useNavigate();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const limit = positive(params.get('limit'));
  const auth = positive(params.get('auth'));
  const query: GroupListQuery = {
    currentPage: positive(params.get('currentPage')) ?? 1,
    limit: limit && (L.listPageSizes as readonly number[]).includes(limit) ? limit : L.listPageSize,
    keyword: params.get('keyword') || undefined,
    auth: auth && auth <= GroupJoinRule.PRIVATE ? auth : undefined,
    // "My groups" needs a login; signed out the list falls back to all groups.
    onlyMine: Boolean(token) && params.get('onlyMine') === 'true',
  };
  const list = useGroupList(query);
  const [creating, setCreating] = useState(false);
  // Until the rule is known (or if it cannot be read) the button stays: the server decides anyway.
  const rule = useGroupCreationRule(Boolean(token)).data;
  const creationRefused = rule?.allowed === false ? rule.reason : null;

  type Change = string | number | boolean | undefined;
  const update = (changes: Record<string, Change>) => {
    const next = new URLSearchParams(params);
    const all: Record<string, Change> = { currentPage: 1, ...changes };
    for (const [key, value] of Object.entries(all)) {
      const isDefault =
        (key === 'currentPage' && value === 1) ||
        (key === 'limit' && value === L.listPageSize) ||
        value === false;
      if (value === undefined || value === '' || isDefault) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  const records = list.data?.records ?? [];

  return (
    <section className="space-y-3">
      <div className="card flex flex-wrap items-center gap-2 p-3">
        <h1 className="mr-auto text-lg font-semibold">{t('groupPage.title')}</h1>
        <div
          role="group"
          aria-label={t('groupPage.scope')}
          className="flex overflow-hidden rounded-md border border-slate-300"
        >
          {[false, true].map((mine) => (
            <button
              key={String(mine)}
              type="button"
              aria-pressed={query.onlyMine === mine}
              data-testid={mine ? 'group-mine' : 'group-all'}
              className={`px-3 py-1 text-sm ${query.onlyMine === mine ? 'bg-blue-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              onClick={() => {
                if (mine && !requireSession()) return;
                update({ onlyMine: mine });
              }}
            >
              {t(mine ? 'groupPage.mine' : 'groupPage.all')}
            </button>
          ))}
        </div>
        {creationRefused ? null : (
          <button
            type="button"
            className="btn btn-primary"
            data-testid="group-create"
            onClick={() => requireSession() && setCreating(true)}
          >
            + {t('groupPage.create')}
          </button>
        )}
        {creationRefused ? (
          <div className="basis-full">
            <RuleNote reason={creationRefused} testId="group-create-rule" />
          </div>
        ) : null}
      </div>
      <div className="card flex flex-wrap items-center gap-2 p-3">
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('groupPage.form.auth')}>
          {AUTH_CHIPS.map((item) => (
            <button
              key={item.key}
              type="button"
              className={chip(query.auth === item.auth)}
              aria-pressed={query.auth === item.auth}
              data-testid={`group-auth-${item.key}`}
              onClick={() => update({ auth: item.auth })}
            >
              {t(`groupPage.auth.${item.key}`)}
            </button>
          ))}
        </div>
        <SearchField
          type="search"
          label={t('groupPage.search')}
          className="input w-full sm:ml-auto sm:w-64"
          onSearch={(keyword) => update({ keyword })}
        />
      </div>

      {list.error && !list.data ? (
        <div className="card">
          <LoadError
            error={list.error}
            onRetry={() => void list.mutate()}
            title={t('groupPage.loadFailed')}
          />
        </div>
      ) : !list.data ? (
        <PageLoading />
      ) : records.length === 0 ? (
        <p className="card py-12 text-center text-sm text-slate-500" data-testid="group-empty">
          {t(query.keyword || query.auth || query.onlyMine ? 'groupPage.emptyFiltered' : 'groupPage.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="group-list">
          {records.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              onOpen={(opened) => {
                const to = `/group/${opened.id}`;
                if (requireSession(to)) void navigate(to);
              }}
            />
          ))}
        </ul>
      )}
      <Pagination
        page={query.currentPage}
        pageSize={query.limit}
        total={list.data?.total ?? 0}
        sizes={L.listPageSizes}
        onPageChange={(currentPage) => update({ currentPage })}
        onPageSizeChange={(size) => update({ limit: size })}
      />
      {creating ? (
        <CreateGroupDialog
          onClose={() => setCreating(false)}
          onCreated={(group) => {
            setCreating(false);
            void list.mutate();
            void navigate(`/group/${group.id}`);
          }}
        />
      ) : null}
    </section>
  );
}
