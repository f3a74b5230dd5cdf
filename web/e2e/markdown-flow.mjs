/**
 * A statement written the way HOJ's authors write it, on the real problem page at a laptop and a
 * phone size: `$$…$$` inside a paragraph typeset as display math, inline code without backticks,
 * a `###` no bigger than the page's section headings, a table with a border on every cell, and,
 * while KaTeX is held back as on a slow link, no raw LaTeX on screen. Script in the statement
 * never runs.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { step } from './student-flow.mjs';
import { createProblem } from './lib/seed-problem.mjs';
import { logIn } from './lib/session.mjs';

const PROBLEM_ID = 'E2E-MD';
const SIZES = [
  { name: 'laptop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
const STATEMENT = [
  'Given $n$ integers, print their sum $$S = \\sum_{i=1}^{n} a_i$$ on a line of its own.',
  '### Limits',
  'The sum can exceed $2^{31}$: use `long long` for it.',
  '| n | a | S |\n|---|---|---|\n| 3 | 1 2 3 | 6 |\n| 1 | 7 | 7 |',
  '<img src="x" onerror="window.__statementRan = 1"> <script>window.__statementRan = 1</script>',
  '[a link](javascript:window.__statementRan=1)',
].join('\n\n');

async function seedMarkdownProblem(origin, rootPassword) {
  const { token } = await logIn(origin, 'root', rootPassword);
  await createProblem(origin, token, {
    problem: {
      problemId: PROBLEM_ID,
      title: 'Markdown statement',
      description: STATEMENT,
      input: 'The first line holds $n$; the second, $n$ integers $a_i$.',
      output: 'One line: `S`.',
      examples: '<input>3\n1 2 3</input><output>6</output>',
    },
    samples: [{ input: '3\n1 2 3\n', output: '6\n', score: 100 }],
    languages: ['C++'],
  });
}

/** Computed styles of the rendered statement, read in the page. */
function measureStatement() {
  const statement = document.querySelector('[data-testid="problem-statement"]');
  const description = statement.querySelector('.markdown-body');
  const px = (element, property, pseudo) =>
    parseFloat(getComputedStyle(element, pseudo ?? null).getPropertyValue(property));
  const sectionHeading = statement.querySelector('section > h2');
  const code = description.querySelector('p code');
  const cells = [...description.querySelectorAll('table th, table td')];
  const display = description.querySelector('p .katex-display');
  const paragraph = display?.closest('p');
  return {
    sectionHeadingPx: px(sectionHeading, 'font-size'),
    h3Px: px(description.querySelector('h3'), 'font-size'),
    codeText: code.innerText,
    codeColours: [getComputedStyle(code).color, getComputedStyle(code).backgroundColor],
    codeBefore: getComputedStyle(code, '::before').content,
    codeAfter: getComputedStyle(code, '::after').content,
    cellBorders: cells.map((cell) =>
      ['top', 'right', 'bottom', 'left'].every(
        (side) =>
          px(cell, `border-${side}-width`) >= 1 &&
          getComputedStyle(cell).getPropertyValue(`border-${side}-style`) === 'solid',
      ),
    ),
    displayMath: Boolean(display),
    displayIsBlock: display ? getComputedStyle(display).display === 'block' : false,
    displayOwnLine: display
      ? display.getBoundingClientRect().top > paragraph.getBoundingClientRect().top + 4
      : false,
    inlineMath:
      statement.querySelectorAll('.katex').length - statement.querySelectorAll('.katex-display').length,
    rawMath: statement.querySelectorAll('code.math-inline, code.math-display').length,
    visibleText: statement.innerText,
    scripts: statement.querySelectorAll('script, [onerror]').length,
    javascriptLinks: [...statement.querySelectorAll('a')].filter((a) => /^javascript:/i.test(a.href)).length,
    ran: window.__statementRan ?? null,
  };
}

/** Relative luminance (0 black … 1 white) of a computed `rgb()`/`rgba()` colour. */
function luminance(colour) {
  const [r, g, b] = colour
    .match(/[\d.]+/g)
    .slice(0, 3)
    .map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function expectStatement(found, size) {
  const problems = [];
  if (found.h3Px > found.sectionHeadingPx)
    problems.push(`### is ${found.h3Px}px, bigger than the section headings' ${found.sectionHeadingPx}px`);
  if (found.codeText !== 'long long') problems.push(`inline code reads "${found.codeText}"`);
  const [text, background] = found.codeColours.map(luminance);
  if (!(background > 0.8 && text < 0.2)) problems.push(`inline code is hard to read: ${found.codeColours}`);
  if (![found.codeBefore, found.codeAfter].every((content) => ['none', 'normal'].includes(content)))
    problems.push(`inline code draws ${found.codeBefore} … ${found.codeAfter} around it`);
  if (found.cellBorders.length !== 9 || !found.cellBorders.every(Boolean))
    problems.push(`table cells without a full border: ${JSON.stringify(found.cellBorders)}`);
  if (!found.displayMath || !found.displayIsBlock || !found.displayOwnLine)
    problems.push('$$…$$ inside the paragraph is not display math on a line of its own');
  if (found.inlineMath < 4) problems.push(`only ${found.inlineMath} inline formulas typeset`);
  if (found.rawMath > 0 || /\\sum|\$/.test(found.visibleText)) problems.push('raw LaTeX is on screen');
  if (found.scripts > 0 || found.javascriptLinks > 0 || found.ran !== null)
    problems.push('script from the statement is in the page');
  if (problems.length) throw new Error(`statement at ${size}: ${problems.join('; ')}`);
}

export async function runMarkdownFlow({ context, origin, rootPassword, screenshotsDir }) {
  await seedMarkdownProblem(origin, rootPassword);
  mkdirSync(screenshotsDir, { recursive: true });
  const page = await context.newPage();
  try {
    step('markdown: while KaTeX is held back, the statement is readable and shows no raw LaTeX');
    let release;
    const held = new Promise((resolve) => (release = resolve));
    // Routing turns the HTTP cache off for the page, so KaTeX is fetched (and held) again.
    await page.route(/\/assets\/katex-plugin-[^/]+\.(js|css)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${origin}/problem/${PROBLEM_ID}`);
    const description = page.getByTestId('problem-statement').locator('.markdown-body').first();
    await description.getByText('on a line of its own').waitFor();
    const pending = await description.evaluate((body) => ({
      state: body.dataset.math,
      colours: [...body.querySelectorAll('code.math-inline, code.math-display')].map(
        (code) => getComputedStyle(code).color,
      ),
    }));
    if (pending.state !== 'loading' || pending.colours.length < 2)
      throw new Error(`math was not pending while KaTeX loaded: ${JSON.stringify(pending)}`);
    if (!pending.colours.every((colour) => colour === 'rgba(0, 0, 0, 0)'))
      throw new Error(`raw LaTeX is visible while KaTeX loads: ${pending.colours.join(', ')}`);
    release();
    await description.locator('.katex-display').waitFor();
    await page.unroute(/\/assets\/katex-plugin-[^/]+\.(js|css)$/);

    for (const size of SIZES) {
      step(`markdown at ${size.name} size: display math, inline code, headings, tables, no script`);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${origin}/problem/${PROBLEM_ID}`);
      await page.getByTestId('problem-statement').locator('.katex-display').waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-math="loading"]'));
      expectStatement(await page.evaluate(measureStatement), size.name);
      await page
        .getByTestId('problem-statement')
        .screenshot({ path: join(screenshotsDir, `markdown-statement-${size.name}.png`) });
    }
  } finally {
    await page.close();
  }
}
