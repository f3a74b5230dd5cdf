import { isUnbuiltPath } from '@/app/unbuilt-areas';
import type { WebsiteConfig } from '@/types/account';

/** An entry of the top navigation; `flag` hides an item when a website switch is off. */
export interface NavLinkItem {
  to: string;
  labelKey: string;
  flag?: 'openPublicDiscussion';
  /** Another site's address: opens in a new tab. */
  external?: boolean;
}

/** A link whose address the site admin sets in the website config; hidden while it is empty. */
export interface NavSiteLinkItem {
  labelKey: string;
  urlKey: 'pythonIdeUrl' | 'scratchIdeUrl' | 'typingUrl' | 'latexUrl';
}

export interface NavMenuItem {
  labelKey: string;
  children: (NavLinkItem | NavSiteLinkItem)[];
}

export type NavItem = NavLinkItem | NavMenuItem;

export const NAV_ITEMS: NavItem[] = [
  { to: '/home', labelKey: 'nav.home' },
  { to: '/problem', labelKey: 'nav.problem' },
  { to: '/training', labelKey: 'nav.training' },
  { to: '/contest', labelKey: 'nav.contest' },
  { to: '/status', labelKey: 'nav.status' },
  {
    labelKey: 'nav.rank',
    children: [
      { to: '/acm-rank', labelKey: 'nav.acmRank' },
      { to: '/oi-rank', labelKey: 'nav.oiRank' },
    ],
  },
  { to: '/discussion', labelKey: 'nav.discussion', flag: 'openPublicDiscussion' },
  { to: '/group', labelKey: 'nav.group' },
  {
    labelKey: 'nav.about',
    children: [
      { to: '/introduction', labelKey: 'nav.introduction' },
      { to: '/ojide', labelKey: 'nav.ojide' },
      { urlKey: 'pythonIdeUrl', labelKey: 'nav.pythonIde' },
      { urlKey: 'scratchIdeUrl', labelKey: 'nav.scratchIde' },
      { urlKey: 'typingUrl', labelKey: 'nav.typing' },
      { urlKey: 'latexUrl', labelKey: 'nav.latex' },
    ],
  },
];

export function isMenu(item: NavItem): item is NavMenuItem {
  return 'children' in item;
}

/** A menu whose entries are all plain links, as the navigation renders them. */
export interface ResolvedNavMenu {
  labelKey: string;
  children: NavLinkItem[];
}

export type ResolvedNavItem = NavLinkItem | ResolvedNavMenu;

export function isResolvedMenu(item: ResolvedNavItem): item is ResolvedNavMenu {
  return 'children' in item;
}

function shownLink(item: NavLinkItem, config: WebsiteConfig): boolean {
  return !isUnbuiltPath(item.to) && (!item.flag || Boolean(config[item.flag]));
}

/**
 * The items this site shows: entries of areas not built yet and switched-off items dropped,
 * admin-set links filled in or dropped, and menus left empty dropped.
 */
export function resolveNavItems(items: readonly NavItem[], config: WebsiteConfig): ResolvedNavItem[] {
  return items.flatMap((item): ResolvedNavItem[] => {
    if (!isMenu(item)) return shownLink(item, config) ? [item] : [];
    const children = item.children.flatMap((child): NavLinkItem[] => {
      if (!('urlKey' in child)) return shownLink(child, config) ? [child] : [];
      const url = config[child.urlKey];
      return url ? [{ to: url, labelKey: child.labelKey, external: true }] : [];
    });
    return children.length > 0 ? [{ labelKey: item.labelKey, children }] : [];
  });
}

/** Edit, create and detail routes highlight their parent tab. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/problem') return pathname.startsWith('/problem');
  if (to === '/status') return pathname.startsWith('/status') || pathname.startsWith('/submission-detail');
  if (to === '/discussion') return pathname.startsWith('/discussion');
  return pathname === to || pathname.startsWith(`${to}/`);
}
