import { describe, expect, it } from 'vitest';
import { isResolvedMenu, NAV_ITEMS, resolveNavItems } from './nav-items';

const about = (config: Parameters<typeof resolveNavItems>[1]) => {
  const menu = resolveNavItems(NAV_ITEMS, config).find((item) => item.labelKey === 'nav.about');
  return menu && isResolvedMenu(menu) ? menu.children : [];
};

describe('resolveNavItems', () => {
  it('shows the About menu links the admin has set, as external links', () => {
    expect(about({})).toEqual([
      { to: '/introduction', labelKey: 'nav.introduction' },
      { to: '/ojide', labelKey: 'nav.ojide' },
    ]);
    expect(about({ pythonIdeUrl: 'https://ide.example.edu/', latexUrl: '' }).slice(2)).toEqual([
      { to: 'https://ide.example.edu/', labelKey: 'nav.pythonIde', external: true },
    ]);
  });

  it('drops the discussion tab while public discussion is off', () => {
    const labels = (config: Parameters<typeof resolveNavItems>[1]) =>
      resolveNavItems(NAV_ITEMS, config).map((item) => item.labelKey);
    expect(labels({ openPublicDiscussion: false })).not.toContain('nav.discussion');
    expect(labels({ openPublicDiscussion: true })).toContain('nav.discussion');
  });
});
