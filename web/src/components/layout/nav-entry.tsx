import type { MouseEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { NavLinkItem } from './nav-items';

interface NavEntryProps {
  item: NavLinkItem;
  className: string;
  onClick?: MouseEventHandler;
}

/** One navigation entry: a route of this app, or another site opened in a new tab. */
export function NavEntry({ item, className, onClick }: NavEntryProps) {
  const { t } = useTranslation();
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {t(item.labelKey)} ↗
      </a>
    );
  }
  return (
    <Link to={item.to} className={className} onClick={onClick}>
      {t(item.labelKey)}
    </Link>
  );
}
