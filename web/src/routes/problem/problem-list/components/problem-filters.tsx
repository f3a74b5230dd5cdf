import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pickRandomProblem, type ProblemListQuery } from '@/hooks/api/problem';
import { DifficultyChips } from './difficulty-chips';

interface ProblemFiltersProps {
  query: ProblemListQuery;
  onChange: (patch: Partial<ProblemListQuery>) => void;
}

export function ProblemFilters({ query, onChange }: ProblemFiltersProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ keyword: keyword.trim(), currentPage: 1 });
  };
  const pickOne = async () => {
    const picked = await pickRandomProblem();
    await navigate(`/problem/${encodeURIComponent(picked.problemId)}`);
  };

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <form onSubmit={search} className="flex min-w-56 flex-1 gap-2">
        <input
          className="input"
          type="search"
          placeholder={t('problem.searchPlaceholder')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          aria-label={t('problem.keyword')}
        />
        <button type="submit" className="btn">
          {t('common.search')}
        </button>
      </form>
      <button type="button" className="btn" onClick={() => void pickOne().catch(() => undefined)}>
        {t('problem.pickOne')}
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => onChange({ keyword: '', difficulty: null, tagId: [], currentPage: 1 })}
      >
        {t('common.reset')}
      </button>
      <DifficultyChips
        selected={query.difficulty ?? null}
        onSelect={(difficulty) => onChange({ difficulty, currentPage: 1 })}
      />
    </div>
  );
}
