import { describe, expect, it } from 'vitest';
import { UNBUILT_AREAS } from '@/app/unbuilt-areas';
import { isActivePath, isResolvedMenu, NAV_ITEMS, resolveNavItems } from './nav-items';

type Config = Parameters<typeof resolveNavItems>[1];
const links = (config: Config) =>
  resolveNavItems(NAV_ITEMS, config).flatMap((item) => (isResolvedMenu(item) ? item.children : [item]));
const labels = (config: Config) => resolveNavItems(NAV_ITEMS, config).map((item) => item.labelKey);

describe('resolveNavItems', () => {
  it('hides every entry of an area that is not built yet', () => {
    const unbuilt = Object.values(UNBUILT_AREAS).flat();
    for (const link of links({ openPublicDiscussion: true })) {
      if (link.external) continue;
      expect(unbuilt).not.toContain(link.to.slice(1));
    }
    expect(labels({ openPublicDiscussion: true })).toEqual([
      'nav.home',
      'nav.problem',
      'nav.training',
      'nav.contest',
      'nav.status',
      'nav.rank',
      'nav.discussion',
      'nav.group',
      'nav.about',
    ]);
  });

  it('adds the external links the admin has set to the About menu', () => {
    const about = resolveNavItems(NAV_ITEMS, { pythonIdeUrl: 'https://ide.example.edu/', latexUrl: '' }).find(
      (item) => item.labelKey === 'nav.about',
    );
    expect(about && isResolvedMenu(about) ? about.children : []).toEqual([
      { to: '/introduction', labelKey: 'nav.introduction' },
      { to: '/ojide', labelKey: 'nav.ojide' },
      { to: 'https://ide.example.edu/', labelKey: 'nav.pythonIde', external: true },
    ]);
  });
});

describe('isActivePath', () => {
  it('highlights Discussion on a problem discussion and on a discussion detail', () => {
    expect(isActivePath('/discussion', '/discussion')).toBe(true);
    expect(isActivePath('/discussion/P1000', '/discussion')).toBe(true);
    expect(isActivePath('/discussion-detail/7', '/discussion')).toBe(true);
    expect(isActivePath('/discussion-detail/7', '/home')).toBe(false);
  });
});
