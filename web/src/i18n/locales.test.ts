import { describe, expect, it } from 'vitest';
import { chooseLocale } from './choose-locale';
import type { AreaTexts, Texts } from './resources';
import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

const RESOURCES: Record<keyof AreaTexts, Texts> = { 'en-US': enUS, 'zh-CN': zhCN };
const AREAS = Object.entries(
  import.meta.glob<AreaTexts>('./locales/areas/*.json', { eager: true, import: 'default' }),
);
const everything = (locale: keyof AreaTexts): Texts =>
  AREAS.reduce<Texts>((all, [, area]) => ({ ...all, ...area[locale] }), { ...RESOURCES[locale] });

const zh = flatten(everything('zh-CN') as Tree);
const en = flatten(everything('en-US') as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('locales', () => {
  it('give each area namespaces of its own', () => {
    const shared = new Set(Object.keys(RESOURCES['en-US']));
    const seen = new Map<string, string>();
    for (const [file, area] of AREAS) {
      for (const namespace of Object.keys(area['en-US'])) {
        expect(shared.has(namespace), `${file}: ${namespace}`).toBe(false);
        expect(seen.get(namespace), `${file}: ${namespace}`).toBeUndefined();
        seen.set(namespace, file);
      }
    }
  });

  it('have the same keys', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('have no empty texts and the same placeholders per key', () => {
    for (const [key, text] of zh) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
    }
  });

  it('carry the spec texts of the client errors in English', () => {
    expect(en.get('error.timeout')).toBe('Request timed out, please try again later');
    expect(en.get('error.network')).toBe('Network error, abnormal link with server, please try again later');
    expect(en.get('error.server')).toBe('Server error, please refresh again');
    expect(en.get('error.notFound')).toBe('Query error, unable to find the resource to request');
    expect(en.get('message.codeCanNotBeEmpty')).toBe('Code can not be empty');
    expect(en.get('message.codeLengthExceeded')).toBe('Code Length can not exceed 65535');
    expect(en.get('quiz.confirmSubmit')).toBe('Confirm submit?');
  });
});

describe('chooseLocale', () => {
  it('prefers ?l=, then the stored choice, then the browser, then zh-CN', () => {
    expect(chooseLocale('en', 'zh-CN', ['zh-CN'])).toBe('en-US');
    expect(chooseLocale(null, 'en-US', ['zh-CN'])).toBe('en-US');
    expect(chooseLocale(null, null, ['fr-FR', 'en-GB'])).toBe('en-US');
    expect(chooseLocale('xx', null, ['fr'])).toBe('zh-CN');
  });
});
