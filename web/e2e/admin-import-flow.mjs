/**
 * Root imports a Kattis package through /admin/problem/import-export: chooses the format and the
 * zip, sees the upload and the server's work, gets the created problem with the progress of its
 * verification run, opens the report and waits for it: the wrong-answer submission that passes
 * every test is a mismatch row, and making the problem public asks with a warning first.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { step } from './student-flow.mjs';
import { signInAsRoot } from './lib/session.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The zip library the server writes its exports with.
const yazl = createRequire(join(repoRoot, 'server', 'package.json'))('yazl');

const SUM = (expression) =>
  `#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",${expression});}\n`;

const FILES = {
  'problem.yaml': 'name: Browser Kattis Sum\nlimits:\n  time_limit: 1\n',
  'problem_statement/problem.en.tex':
    '\\problemname{Browser Kattis Sum}\nAdd.\n\\section*{Input}\nTwo integers.\n\\section*{Output}\nThe sum.\n',
  'data/sample/1.in': '1 2\n',
  'data/sample/1.ans': '3\n',
  'data/secret/2.in': '5 6\n',
  'data/secret/2.ans': '11\n',
  'submissions/accepted/right.cpp': SUM('a+b'),
  // Wrong for sums of 100 and more, which no test reaches: the verification must flag it.
  'submissions/wrong_answer/lucky.cpp': SUM('a+b<100?a+b:0'),
};

function kattisZip() {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(FILES)) zip.addBuffer(Buffer.from(data), `sum/${name}`);
  zip.end();
  const chunks = [];
  return new Promise((done, fail) => {
    zip.outputStream.on('data', (chunk) => chunks.push(chunk));
    zip.outputStream.on('end', () => done(Buffer.concat(chunks)));
    zip.outputStream.on('error', fail);
  });
}

export async function runAdminImportFlow({ context, origin, rootPassword, screenshotsDir }) {
  const page = await context.newPage();
  try {
    await signInAsRoot(page, origin, rootPassword);
    step('admin import: a Kattis package through the import screen');
    await page.goto(`${origin}/admin?l=en-US`);
    await page.getByRole('link', { name: 'Import / export' }).click();
    await page.getByRole('heading', { name: 'Import problems' }).waitFor();
    await page.getByLabel('Format').selectOption('kattis');
    await page.getByLabel('File (.zip)').setInputFiles({
      name: 'browser-sum.zip',
      mimeType: 'application/zip',
      buffer: await kattisZip(),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const created = page.getByTestId('imported-problems').getByRole('link', { name: /Browser Kattis Sum/ });
    await created.waitFor({ timeout: 60_000 });
    if (screenshotsDir) {
      mkdirSync(screenshotsDir, { recursive: true });
      await page.screenshot({ path: join(screenshotsDir, 'admin-import.png'), fullPage: true });
    }

    step('admin import: the verification report shows the mismatch');
    await page.getByRole('link', { name: /Judged \d+ of 2|Verification report/ }).click();
    await page.getByRole('heading', { name: /Verification of .* Browser Kattis Sum/ }).waitFor();
    await page
      .getByTestId('verification-progress')
      .filter({ hasText: 'Judged 2 of 2' })
      .waitFor({ timeout: 90_000 });
    const mismatch = page.getByTestId('verification-table').locator('tr[data-match="false"]');
    await mismatch.waitFor();
    const text = await mismatch.innerText();
    if (
      !/lucky\.cpp/.test(text) ||
      !/Wrong Answer/.test(text) ||
      !/Accepted/.test(text) ||
      !/Mismatch/.test(text)
    )
      throw new Error(`the mismatch row reads "${text}"`);
    if ((await page.getByTestId('verification-table').locator('tr[data-match="true"]').count()) !== 1)
      throw new Error('the accepted submission is not reported as a match');
    await page.getByRole('alert').filter({ hasText: '1 solution did not get the verdict' }).waitFor();
    if (screenshotsDir)
      await page.screenshot({ path: join(screenshotsDir, 'admin-verification-report.png'), fullPage: true });

    step('admin import: making it public warns about the mismatch');
    await page.getByRole('button', { name: 'Make public' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Warning: 1 solution did not get its expected verdict\./).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    step('admin import: the problem list warns too when the visibility is switched to Public');
    await page.goto(`${origin}/admin/problems?l=en-US`);
    const row = page
      .getByTestId('admin-problem-list')
      .getByRole('row')
      .filter({ hasText: 'Browser Kattis Sum' });
    const visibility = row.getByLabel('Visibility');
    await visibility.selectOption('1');
    await dialog.getByText(/Warning: 1 solution did not get its expected verdict\./).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    if ((await visibility.inputValue()) !== '2')
      throw new Error(`a cancelled switch left the visibility at ${await visibility.inputValue()}`);
  } finally {
    await page.close();
  }
}
