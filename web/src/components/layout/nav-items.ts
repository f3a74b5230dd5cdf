/** Top navigation of seed 2 §2; `flag` hides an item when a website switch is off. */
export interface NavLinkItem {
  to: string;
  labelKey: string;
  flag?: 'openPublicDiscussion';
}

export interface NavMenuItem {
  labelKey: string;
  children: NavLinkItem[];
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
    ],
  },
];

export function isMenu(item: NavItem): item is NavMenuItem {
  return 'children' in item;
}

/** Edit, create and detail routes highlight their parent tab (seed 2 §2). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/problem') return pathname.startsWith('/problem');
  if (to === '/status') return pathname.startsWith('/status') || pathname.startsWith('/submission-detail');
  return pathname === to || pathname.startsWith(`${to}/`);
}
