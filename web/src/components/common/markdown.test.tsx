import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

afterEach(cleanup);

/** Renders and waits until KaTeX has typeset the text's math (when it has any). */
async function rendered(text: string): Promise<HTMLElement> {
  const { container } = render(<Markdown>{text}</Markdown>);
  const body = container.querySelector<HTMLElement>('.markdown-body')!;
  await waitFor(() => expect(body.dataset.math ?? 'ready').toBe('ready'));
  return body;
}

describe('Markdown, as HOJ statements are written', () => {
  it('renders $$…$$ inside a paragraph as display math and $…$ as inline math', async () => {
    const body = await rendered('The answer is $a+b$, where $$\\sum_{i=1}^{n} a_i$$ is the total.');
    const paragraph = body.querySelector('p')!;
    expect(paragraph.querySelectorAll('.katex')).toHaveLength(2);
    expect(paragraph.querySelectorAll('.katex-display')).toHaveLength(1);
    expect(paragraph.querySelector('.katex-display')?.textContent).toContain('∑');
    expect(paragraph.querySelector(':scope > .katex')?.textContent).toContain('a+b');
    expect(body.textContent).not.toContain('$');
  });

  it('renders a $$ block on lines of its own as display math', async () => {
    const body = await rendered('$$\nx^2\n$$');
    expect(body.querySelectorAll('.katex-display')).toHaveLength(1);
    expect(body.querySelector('pre')).toBeNull();
  });

  it('shows no raw LaTeX while KaTeX loads: the math is marked as loading until it is typeset', async () => {
    const { container } = render(<Markdown>{'Print $\\frac{a}{b}$.'}</Markdown>);
    const body = container.querySelector<HTMLElement>('.markdown-body')!;
    if (body.dataset.math === 'loading') {
      // markdown.css makes this text transparent; the source is never shown as text.
      expect(body.getAttribute('aria-busy')).toBe('true');
      expect(body.querySelector('code.math-inline')).not.toBeNull();
    }
    await waitFor(() => expect(body.dataset.math).toBe('ready'));
    expect(body.querySelector('code.math-inline')).toBeNull();
    expect(body.querySelector('.katex')).not.toBeNull();
    expect(body.hasAttribute('aria-busy')).toBe(false);
  });

  it('renders inline code, headings and GFM tables as elements the stylesheet dresses', async () => {
    const body = await rendered('### Note\n\nUse `long long`.\n\n| n | answer |\n|---|---|\n| 1 | 2 |');
    expect(body.classList.contains('markdown-body')).toBe(true);
    expect(body.querySelector('h3')?.textContent).toBe('Note');
    expect(body.querySelector('p code')?.textContent).toBe('long long');
    expect(body.querySelectorAll('table th')).toHaveLength(2);
    expect(body.querySelectorAll('table td')).toHaveLength(2);
    expect(body.dataset.math).toBeUndefined();
  });

  it('renders the rest of GFM: strikethrough, task lists, bare links and footnotes', async () => {
    const body = await rendered(
      '~~old~~ limits\n\n- [x] read\n- [ ] solve\n\nSee https://example.com/faq for more.[^1]\n\n[^1]: The FAQ.',
    );
    expect(body.querySelector('del')?.textContent).toBe('old');
    expect(body.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(body.querySelector('a[href="https://example.com/faq"]')?.textContent).toBe(
      'https://example.com/faq',
    );
    expect(body.textContent).toContain('The FAQ.');
  });

  it('never lets a statement run script, whatever it contains', async () => {
    const body = await rendered(
      [
        '<script>window.hacked = 1</script>',
        '<img src="x" onerror="window.hacked = 1">',
        '[click](javascript:window.hacked=1)',
        '![x](javascript:window.hacked=1)',
        '$\\href{javascript:window.hacked=1}{x}$',
      ].join('\n\n'),
    );
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    for (const element of body.querySelectorAll('a, img')) {
      expect(element.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
      expect(element.getAttribute('src') ?? '').not.toMatch(/javascript:/i);
    }
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});
