import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { JUDGE_STATUS_INFO } from '@verdict/common';
import { useStatusName } from '@/components/common/status-tag';
import { useMyGroups } from '@/hooks/api/group';
import { useAbilities } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';
import { GROUP_FILTER_ALL, GROUP_FILTER_CAMPUS, type StatusFilters } from '../use-status-filters';

/** Statuses offered in the filter: every code but the internal "not submitted". */
const FILTER_STATUSES = Object.keys(JUDGE_STATUS_INFO)
  .map(Number)
  .filter((code) => code !== -10);

interface StatusFiltersBarProps {
  filters: StatusFilters;
  onChange: (patch: Partial<StatusFilters>) => void;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  onRefresh: () => void;
  /** A group's own list has no group choice. */
  groupChoice?: boolean;
}

export function StatusFiltersBar({
  filters,
  onChange,
  autoRefresh,
  onAutoRefresh,
  onRefresh,
  groupChoice = true,
}: StatusFiltersBarProps) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const abilities = useAbilities();
  const showGroups = groupChoice && (abilities.isAdmin || (abilities.isTeacher && abilities.isVip));
  const { data: groups } = useMyGroups(showGroups);
  const [problemID, setProblemID] = useState(filters.problemID);
  const [username, setUsername] = useState(filters.username);
  useEffect(() => setProblemID(filters.problemID), [filters.problemID]);
  useEffect(() => setUsername(filters.username), [filters.username]);

  const toggleMine = (checked: boolean) => {
    // "Only mine" needs login; otherwise warn and leave the switch off.
    if (checked && !abilities.isLoggedIn) {
      toast('error', t('message.pleaseLoginFirst'));
      openAccountDialog('Login');
      return;
    }
    onChange({ onlyMine: checked });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ problemID: problemID.trim(), username: username.trim() });
  };

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <label className="inline-flex items-center gap-1 text-sm">
        <input
          type="checkbox"
          checked={filters.onlyMine}
          onChange={(event) => toggleMine(event.target.checked)}
          data-testid="only-mine"
        />
        {t('status.onlyMine')}
      </label>
      <select
        className="input w-auto"
        aria-label={t('submission.status')}
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({ status: event.target.value === '' ? null : Number(event.target.value) })
        }
      >
        <option value="">{t('status.allStatuses')}</option>
        {FILTER_STATUSES.map((code) => (
          <option key={code} value={code}>
            {statusName(code)}
          </option>
        ))}
      </select>
      {showGroups ? (
        <select
          className="input w-auto"
          aria-label={t('status.group')}
          value={filters.gid}
          onChange={(event) => onChange({ gid: Number(event.target.value) })}
        >
          <option value={GROUP_FILTER_ALL}>{t('status.allRecords')}</option>
          <option value={GROUP_FILTER_CAMPUS}>{t('status.myCampus')}</option>
          {(groups?.records ?? []).map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      ) : null}
      <form onSubmit={search} className="flex flex-wrap gap-2">
        <input
          className="input w-32"
          placeholder={t('status.problemID')}
          value={problemID}
          onChange={(event) => setProblemID(event.target.value)}
        />
        <input
          className="input w-32"
          placeholder={t('status.author')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <button type="submit" className="btn">
          {t('common.search')}
        </button>
      </form>
      <label className="ml-auto inline-flex items-center gap-1 text-sm">
        <input
          type="checkbox"
          checked={autoRefresh}
          onChange={(event) => onAutoRefresh(event.target.checked)}
        />
        {t('status.autoRefresh')}
      </label>
      <button type="button" className="btn" onClick={onRefresh}>
        {t('common.refresh')}
      </button>
    </div>
  );
}
