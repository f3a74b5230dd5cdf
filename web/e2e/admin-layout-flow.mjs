/**
 * Root works in the back office on a tablet (820×1180) and a phone (390×844): on every section the
 * menu is a closed menu button at first paint, no page scrolls sideways, table headers stand apart
 * inside their cells, and a row's last cell (its actions) scrolls into view inside its table. The
 * menu opens and closes by keyboard, and folds again once a section is chosen.
 */
import { step } from './student-flow.mjs';
import { api } from './lib/api.mjs';
import { signInAsRoot } from './lib/session.mjs';
import { ADMIN_PATHS } from './lib/admin-paths.mjs';

const SIZES = [
  { name: 'tablet', width: 820, height: 1180 },
  { name: 'phone', width: 390, height: 844 },
];
/** Long enough that the contest table has to squeeze its columns at a tablet's width. */
const CONTEST_TITLE = 'Provincial team selection, first day of the spring round';

/** The menu's links that are on screen: none while it is folded. */
async function visibleMenuLinks(page) {
  return page
    .getByRole('navigation', { name: 'Management' })
    .getByRole('link')
    .evaluateAll((links) => links.filter((link) => link.getClientRects().length > 0).length);
}

/** Waits for the page's heading, no spinner, and the rows the checks are meant to see. */
async function settle(page, path) {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main .animate-spin'), null, { timeout: 15_000 });
  if (path === '/admin') await page.getByTestId('judge-server-row').first().waitFor({ timeout: 30_000 });
  if (path === '/admin/contest') await page.getByText(CONTEST_TITLE).waitFor();
  if (path === '/admin/user') await page.getByTestId('user-import-file').waitFor();
}

/**
 * What is wrong with the layout of the page as it stands: a sideways page scroll, a header cell
 * whose text leaves its cell or runs into the next one's, a row's last cell that cannot be
 * scrolled into view inside its table's box.
 */
async function layoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
    const textBox = (cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return range.getBoundingClientRect();
    };
    for (const row of document.querySelectorAll('main thead tr')) {
      const cells = [...row.children]
        .map((cell) => ({
          name: cell.innerText.trim(),
          cell: cell.getBoundingClientRect(),
          text: textBox(cell),
        }))
        .filter((cell) => cell.name && cell.text.width > 0);
      cells.forEach((current, index) => {
        if (current.text.left < current.cell.left - 0.5 || current.text.right > current.cell.right + 0.5)
          problems.push(`the header "${current.name}" does not fit its cell`);
        const next = cells[index + 1];
        if (next && next.text.left - current.text.right < 8)
          problems.push(`the headers "${current.name}" and "${next.name}" run together`);
      });
    }
    // Each control of a row's last cell (its actions), or the cell itself, scrolls fully on screen.
    for (const body of document.querySelectorAll('main tbody')) {
      const last = body.querySelector('tr:first-child > :last-child');
      if (!last || last.getClientRects().length === 0) continue;
      const controls = last.querySelectorAll('a, button, input, select');
      for (const target of controls.length > 0 ? controls : [last]) {
        target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const box = target.getBoundingClientRect();
        if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
          problems.push(`a row's "${target.innerText.trim().slice(0, 30)}" cannot be brought on screen`);
      }
    }
    return problems;
  });
}

async function checkMenuByKeyboard(page, size) {
  step(`${size.name}: the menu button opens the menu, Tab enters it, Escape closes it and keeps focus`);
  const toggle = page.getByTestId('admin-menu-toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') throw new Error('Enter did not open the menu');
  if ((await visibleMenuLinks(page)) < 10) throw new Error('the opened menu does not show its sections');
  await page.keyboard.press('Tab');
  const inside = await page.evaluate(
    () =>
      document.activeElement?.closest('[data-testid="admin-menu"]') && document.activeElement.tagName === 'A',
  );
  if (!inside) throw new Error('Tab from the menu button does not reach the first section');
  await page.keyboard.press('Escape');
  if ((await visibleMenuLinks(page)) !== 0) throw new Error('Escape did not close the menu');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  if (focused !== 'admin-menu-toggle') throw new Error(`after Escape the focus is on ${focused}`);
}

export async function runAdminLayoutFlow({ context, origin, rootPassword }) {
  const page = await context.newPage();
  try {
    const { token } = await signInAsRoot(page, origin, rootPassword);
    const now = Date.now();
    await api(origin, 'POST', '/api/admin/contest', {
      token,
      body: {
        title: CONTEST_TITLE,
        description: 'For the back office at narrow widths.',
        type: 0,
        auth: 0,
        startTime: new Date(now + 86_400_000).toISOString(),
        endTime: new Date(now + 90_000_000).toISOString(),
      },
    });
    const found = [];
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      step(`${size.name}: each section opens with the menu folded, fits the screen, has readable tables`);
      for (const path of ADMIN_PATHS) {
        await page.goto(`${origin}${path}?l=en-US`);
        await page.locator('main h1').first().waitFor();
        const shown = await visibleMenuLinks(page);
        if (shown !== 0)
          found.push(`${size.name} ${path}: at first paint the menu shows ${shown} links, not a menu button`);
        await settle(page, path);
        found.push(...(await layoutProblems(page)).map((problem) => `${size.name} ${path}: ${problem}`));
      }
    }
    if (found.length > 0) throw new Error(`the back office at narrow widths:\n  ${found.join('\n  ')}`);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await checkMenuByKeyboard(page, size);

      step(`${size.name}: choosing a section in the menu opens it and folds the menu`);
      await page.getByTestId('admin-menu-toggle').click();
      await page.getByTestId('admin-menu').getByRole('link', { name: 'Users' }).click();
      await page.waitForURL(`${origin}/admin/user`);
      if ((await visibleMenuLinks(page)) !== 0) throw new Error('the menu stayed open after choosing Users');
      await page.getByTestId('admin-menu-toggle').getByText('Users').waitFor();
    }
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.close();
  }
}
