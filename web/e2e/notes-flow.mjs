/**
 * Personal notes as a user keeps them: signed out, /note asks for login; signed in, a category is
 * added and a note written whose title, category and content carry script (an `<img onerror>`, a
 * `<script>`, a `javascript:` link). The list, the view dialog, a phone-sized list and the note's
 * own page all show the title as text and the content as rendered markdown, and no script runs.
 * The note is then deleted through its menu, after confirming.
 */
import { step } from './student-flow.mjs';
import { signInAsRoot } from './lib/session.mjs';

const TITLE = `Notes <img src=x onerror="window.__xss='title'"><script>window.__xss='title'</script>`;
const CATEGORY = `Algo <img src=x onerror=__xss=1>`;
const CONTENT = [
  '# Heading from markdown',
  `<img src="x" onerror="window.__xss='content'">`,
  `<script>window.__xss='content'</script>`,
  '[a link](javascript:window.__xss=1)',
].join('\n\n');

/** What script the page let in: the flag, live handlers, script tags in the app, javascript: links. */
function readScriptTraces() {
  const root = document.getElementById('root');
  return {
    flag: window.__xss ?? null,
    handlers: document.querySelectorAll('[onerror], [onload], [onmouseover]').length,
    scripts: root.querySelectorAll('script').length,
    javascriptLinks: [...root.querySelectorAll('a')].filter((a) => /^javascript:/i.test(a.href)).length,
  };
}

async function expectNoScript(page, where) {
  // A broken <img> fires its onerror within a moment; give it the chance before looking.
  await page.waitForTimeout(300);
  const traces = await page.evaluate(readScriptTraces);
  if (traces.flag !== null || traces.handlers || traces.scripts || traces.javascriptLinks)
    throw new Error(`script from a note got into ${where}: ${JSON.stringify(traces)}`);
}

async function expectText(locator, expected, what) {
  const text = (await locator.innerText()).trim();
  if (text !== expected)
    throw new Error(`${what} reads ${JSON.stringify(text)}, not ${JSON.stringify(expected)}`);
}

export async function runNotesFlow({ context, origin, rootPassword }) {
  const page = await context.newPage();
  try {
    step('notes: signed out, /note sends to the home page with the login dialog');
    // An earlier flow may have left a session in this browser context.
    await page.goto(`${origin}/home`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${origin}/note`);
    await page.waitForURL(/\/home$/);
    await page.getByTestId('login-form').waitFor();

    step('notes: signed in, a category named with script is added');
    await signInAsRoot(page, origin, rootPassword);
    await page.goto(`${origin}/note`);
    await page.getByTestId('note-new').waitFor();
    await page.getByTestId('note-categories').click();
    await page.getByTestId('category-add').click();
    await page.getByTestId('category-name-input').last().fill(CATEGORY);
    await page.getByTestId('category-save').click();
    await page.getByTestId('category-save').waitFor({ state: 'detached' });
    await page
      .getByTestId('note-category-filter')
      .locator('option', { hasText: CATEGORY })
      .waitFor({ state: 'attached' });

    step('notes: a note with script in its title and content is written in the fullscreen editor');
    await page.getByTestId('note-new').click();
    const subject = page.getByTestId('note-subject-input');
    const defaultTitle = await subject.inputValue();
    if (!/^\d{4}-\d{2}-\d{2} \S/.test(defaultTitle))
      throw new Error(`a new note is titled ${JSON.stringify(defaultTitle)}, not today's date and a suffix`);
    await subject.fill(TITLE);
    await page.getByTestId('note-category-select').selectOption({ label: CATEGORY });
    await page.getByTestId('note-content-input').fill(CONTENT);
    await page.getByTestId('note-preview').locator('h1', { hasText: 'Heading from markdown' }).waitFor();
    await expectNoScript(page, 'the editor preview');
    await page.getByTestId('note-save').click();
    await page.getByTestId('note-editor').waitFor({ state: 'detached' });

    step('notes: the list shows the title and the category as text');
    const row = page.getByTestId('note-row').filter({ hasText: TITLE });
    await row.waitFor();
    await expectText(row.getByTestId('note-subject'), TITLE, 'the listed title');
    await row.getByText(CATEGORY, { exact: true }).waitFor();
    await expectNoScript(page, 'the note list');

    step('notes: the view dialog renders the markdown without running its script');
    await row.getByTestId('note-subject').click();
    const dialog = page.getByTestId('note-view-dialog');
    await dialog.locator('h1', { hasText: 'Heading from markdown' }).waitFor();
    await expectNoScript(page, 'the view dialog');
    const href = await dialog.getByTestId('note-view-open').getAttribute('href');
    const id = /\/note\/(\d+)$/.exec(href ?? '')?.[1];
    if (!id) throw new Error(`the view dialog links to ${href}, not to a note page`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    step('notes: on a phone the list becomes cards');
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByTestId('note-card').filter({ hasText: TITLE });
    await card.waitFor();
    if (await page.getByTestId('note-row').first().isVisible())
      throw new Error('the table rows still show at phone width');
    await page.setViewportSize({ width: 1366, height: 800 });

    step("notes: the note's page shows the title as text, the author's SPA badge and the owner's Edit");
    await page.goto(`${origin}/note/${id}`);
    const title = page.getByTestId('note-detail-title');
    await title.waitFor();
    await expectText(title, TITLE, "the note page's title");
    await page
      .getByTestId('note-detail-content')
      .locator('h1', { hasText: 'Heading from markdown' })
      .waitFor();
    await expectText(page.getByTestId('note-author').getByTestId('role-badge'), 'SPA', 'the role badge');
    await expectText(page.getByTestId('note-category'), CATEGORY, "the note page's category");
    await page.getByTestId('note-detail-edit').waitFor();
    await expectNoScript(page, 'the note page');

    step('notes: the note is deleted from its menu after confirming');
    await page.goto(`${origin}/note`);
    const listed = page.getByTestId('note-row').filter({ hasText: TITLE });
    await listed.getByTestId('note-menu').click();
    await listed.getByTestId('note-delete').click();
    await page.getByTestId('confirm-ok').click();
    await listed.waitFor({ state: 'detached' });
    await expectNoScript(page, 'the list after deleting');
  } finally {
    await page.close();
  }
}
