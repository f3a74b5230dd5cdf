/**
 * Root manages problems from the back office list at /admin/problems: the side menu leads there,
 * a keyword search finds a problem made through the API, its visibility is switched to private
 * (and the server keeps it), and deleting it first says what goes, then removes the row. The list
 * fits a phone (390×844) without the page scrolling sideways, and reads in Chinese.
 */
import { createProblem } from './lib/seed-problem.mjs';
import { logIn, useSession } from './lib/session.mjs';
import { step } from './student-flow.mjs';

const PROBLEM_ID = 'ADMLIST1';

function makeProblem(origin, token) {
  return createProblem(origin, token, {
    problem: {
      problemId: PROBLEM_ID,
      title: 'List flow problem',
      description: 'Print 1.',
      input: 'Nothing.',
      output: 'The number 1.',
      examples: '<input></input><output>1</output>',
    },
    samples: [{ input: '', output: '1\n', score: 100 }],
    languages: ['C++'],
  });
}

export async function runAdminProblemListFlow({ context, origin, rootPassword }) {
  const root = await logIn(origin, 'root', rootPassword);
  const pid = await makeProblem(origin, root.token);
  const page = await context.newPage();
  try {
    await useSession(page, origin, root);
    await page.setViewportSize({ width: 1366, height: 800 });

    step('admin problem list: reached from the side menu, searched by keyword');
    await page.goto(`${origin}/admin/contest?l=en-US`);
    await page
      .getByRole('navigation', { name: 'Management' })
      .getByRole('link', { name: 'Problems' })
      .click();
    await page.getByRole('heading', { name: 'Problems', level: 1 }).waitFor();
    await page.getByLabel('Search by ID, title or author').fill('list flow');
    await page.getByLabel('Search by ID, title or author').press('Enter');
    const rows = page.getByTestId('admin-problem-list').locator('tbody tr');
    // The search answers with this problem alone (the unfiltered page before it shows others too).
    await page.waitForFunction(() => {
      const found = document.querySelectorAll('[data-testid="admin-problem-list"] tbody tr');
      return found.length === 1 && found[0].textContent.includes('ADMLIST1');
    });

    step('admin problem list: visibility switched to private is kept by the server');
    const row = rows.filter({ hasText: PROBLEM_ID });
    await row.getByLabel('Visibility').selectOption({ label: 'Private' });
    await page.waitForFunction(
      async ({ pid, token }) => {
        const response = await fetch(`/api/admin/problem?pid=${pid}`, {
          headers: { authorization: token, 'url-type': 'admin' },
        });
        return (await response.json()).data?.auth === 2;
      },
      { pid, token: root.token },
    );

    step('admin problem list: fits a phone and reads in Chinese');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/admin/problems?l=zh-CN`);
    await page.getByRole('heading', { name: '题目管理', level: 1 }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) throw new Error(`the problem list scrolls sideways by ${overflow}px on a phone`);
    await page.setViewportSize({ width: 1366, height: 800 });

    step('admin problem list: delete says what goes, then removes the problem');
    await page.goto(`${origin}/admin/problems?l=en-US`);
    await page.getByLabel('Search by ID, title or author').fill(PROBLEM_ID);
    await page.getByLabel('Search by ID, title or author').press('Enter');
    const target = page.getByTestId('admin-problem-list').locator('tbody tr').filter({ hasText: PROBLEM_ID });
    await target.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    const text = await dialog.innerText();
    if (!/List flow problem/.test(text) || !/test data/.test(text))
      throw new Error(`the delete confirmation does not say what goes: ${text}`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('No problems found').waitFor();
  } finally {
    await page.close();
  }
}
