import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@verdict/common';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The count the "Total" line names when the pages also hold copies the count leaves out. */
  shownTotal?: number;
  onPageChange: (page: number) => void;
  /** Omit to hide the size selector. */
  onPageSizeChange?: (size: number) => void;
  sizes?: readonly number[];
}

/** Numbered pages with a window around the current one; page numbers below 1 become 1. */
export function Pagination({
  page,
  pageSize,
  total,
  shownTotal = total,
  onPageChange,
  onPageSizeChange,
  sizes = PAGE_SIZES,
}: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const from = Math.max(1, current - 2);
  const to = Math.min(pages, from + 4);
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return (
    <nav
      className="flex flex-wrap items-center justify-end gap-1 py-3 text-sm"
      aria-label={t('common.pagination')}
    >
      <span className="mr-2 text-slate-500">{t('common.total', { count: shownTotal })}</span>
      <button
        type="button"
        className="btn btn-sm"
        disabled={current <= 1}
        onClick={() => onPageChange(current - 1)}
      >
        ‹
      </button>
      {numbers.map((number) => (
        <button
          key={number}
          type="button"
          className={`btn btn-sm min-w-8 ${number === current ? 'btn-primary' : ''}`}
          aria-current={number === current ? 'page' : undefined}
          onClick={() => onPageChange(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="btn btn-sm"
        disabled={current >= pages}
        onClick={() => onPageChange(current + 1)}
      >
        ›
      </button>
      {onPageSizeChange ? (
        <select
          className="input ml-2 w-auto py-1"
          value={pageSize}
          aria-label={t('common.pageSize')}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {t('common.perPage', { count: size })}
            </option>
          ))}
        </select>
      ) : null}
    </nav>
  );
}
