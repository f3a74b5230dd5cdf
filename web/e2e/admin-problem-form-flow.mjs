/**
 * Root makes a problem in the back office form and a student solves it: an empty save shows the
 * spec's messages per field; a broken special judge compiled from the form shows the compiler's
 * error; two cases typed in; saved private, then made public from the list; the edit page
 * replaces the cases with a zip whose pairs it previews; a student registered through the API
 * opens the problem, submits an accepted C++ solution and sees Accepted; the batch operations
 * screen then deletes it, naming it first.
 */
import { crc32 } from 'node:zlib';
import { api } from './lib/api.mjs';
import { logIn, useSession } from './lib/session.mjs';
import { setEditorCode } from './lib/browser.mjs';
import { readMailedCode } from './lib/mail-outbox.mjs';
import { step } from './student-flow.mjs';

const PROBLEM_ID = 'FORMAB1';
const SOLUTION =
  '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';

/** A zip of stored (uncompressed) entries: enough for test cases, no library needed. */
function storedZip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function registerStudent(origin, dataDir) {
  const username = `form${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@example.com`;
  const password = 'Secret123';
  await api(origin, 'GET', `/api/get-register-code?email=${encodeURIComponent(email)}`);
  const code = await readMailedCode(dataDir, email);
  await api(origin, 'POST', '/api/register', { body: { username, password, email, code } });
  return api(origin, 'POST', '/api/login', { body: { username, password } });
}

async function authOf(page, pid, token) {
  return page.evaluate(
    async ({ pid, token }) => {
      const response = await fetch(`/api/admin/problem?pid=${pid}`, {
        headers: { authorization: token, 'url-type': 'admin' },
      });
      return (await response.json()).data?.auth;
    },
    { pid, token },
  );
}

export async function runAdminProblemFormFlow({ context, origin, dataDir, rootPassword }) {
  const root = await logIn(origin, 'root', rootPassword);
  const { token } = root;
  const page = await context.newPage();
  try {
    await useSession(page, origin, root);
    await page.setViewportSize({ width: 1366, height: 900 });

    step('problem form: an empty save shows the spec messages by each field');
    await page.goto(`${origin}/admin/problems?l=en-US`);
    await page.getByRole('link', { name: 'Create problem' }).click();
    await page.getByRole('heading', { name: 'Create problem', level: 1 }).waitFor();
    const form = page.getByTestId('problem-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByTestId('error-problemId').getByText('The problem ID is required').waitFor();
    await form.getByTestId('error-title').getByText('Title is required').waitFor();
    await form
      .getByTestId('error-cases')
      .getByText('Please upload test cases or add at least one test case with input or output')
      .waitFor();

    step('problem form: statement, limits and visibility');
    await form.getByLabel('Problem ID').fill(PROBLEM_ID);
    await form.getByLabel('Title', { exact: true }).fill('Form-made A + B');
    await form.getByLabel('Description').fill('Print the sum of **two** integers.');
    await form.getByLabel('Visibility').selectOption({ label: 'Private' });
    if ((await form.getByTestId('error-title').count()) !== 0)
      throw new Error('the title error stayed after typing one');

    step('problem form: a broken special judge shows the compiler error');
    await form.getByRole('radio', { name: 'Special judge' }).check();
    await setEditorCode(page, '#include <cstdio>\nint main( { return 0; }\n');
    await form.getByRole('button', { name: 'Compile' }).click();
    const compiled = form.getByTestId('compile-result');
    await compiled.waitFor({ timeout: 60_000 });
    const output = await compiled.innerText();
    if (!/error/i.test(output)) throw new Error(`the compile result shows no compiler error: ${output}`);
    await form.getByRole('radio', { name: 'Default (compare the output)' }).check();

    step('problem form: two cases typed in, then saved');
    await form.getByLabel('Input of case 1').fill('1 2\n');
    await form.getByLabel('Output of case 1').fill('3\n');
    await form.getByRole('button', { name: 'Add a case' }).click();
    await form.getByLabel('Input of case 2').fill('20 22\n');
    await form.getByLabel('Output of case 2').fill('42\n');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${origin}/admin/problems`);

    step('problem list: the private problem is made public');
    await page.getByLabel('Search by ID, title or author').fill(PROBLEM_ID);
    await page.getByLabel('Search by ID, title or author').press('Enter');
    const row = page.getByTestId('admin-problem-list').locator('tbody tr').filter({ hasText: PROBLEM_ID });
    await row.waitFor();
    const { data: list } = await api(
      origin,
      'GET',
      `/api/admin/problem/get-problem-list?keyword=${PROBLEM_ID}`,
      {
        token,
      },
    );
    const pid = list.records[0].id;
    if ((await authOf(page, pid, token)) !== 2) throw new Error('the problem was not saved private');
    await row.getByLabel('Visibility').selectOption({ label: 'Public' });
    await page.waitForFunction(
      async ({ pid, token }) => {
        const response = await fetch(`/api/admin/problem?pid=${pid}`, {
          headers: { authorization: token, 'url-type': 'admin' },
        });
        return (await response.json()).data?.auth === 1;
      },
      { pid, token },
    );

    step('edit: the test data replaced by a zip, its pairs previewed before saving');
    await row.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: `Edit problem ${PROBLEM_ID}`, level: 1 }).waitFor();
    await form.getByLabel('Input of case 2').waitFor();
    await form.getByRole('radio', { name: 'Upload a zip' }).check();
    // The bytes themselves, not a temporary file: the page reads a chosen file only when it
    // previews it, after a file removed at once would be gone.
    await form.getByLabel('Zip of test cases').setInputFiles({
      name: 'cases.zip',
      mimeType: 'application/zip',
      buffer: storedZip({ '1.in': '5 7\n', '1.out': '12\n', '2.in': '100 -1\n', '2.ans': '99\n' }),
    });
    const pairs = form.getByTestId('test-case-rows');
    await pairs.getByText('2.ans').waitFor();
    await pairs.getByText('1.in').click();
    await form.getByLabel('The start of 1.in').getByText('5 7').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${origin}/admin/problems`);
    const { data: cases } = await api(origin, 'GET', `/api/admin/problem/get-problem-cases?pid=${pid}`, {
      token,
    });
    const names = cases.map((c) => `${c.inputName}/${c.outputName}`).join(' ');
    if (names !== '1.in/1.out 2.in/2.ans') throw new Error(`the saved cases are not the zip's: ${names}`);

    step('a registered student solves the form-made problem in C++');
    const student = await registerStudent(origin, dataDir);
    await useSession(page, origin, { token: student.token, user: student.data });
    await page.goto(`${origin}/problem/${PROBLEM_ID}?l=en-US`);
    await page.getByTestId('problem-statement').getByText('two').waitFor();
    await page.getByTestId('language-select').selectOption('C++');
    await setEditorCode(page, SOLUTION);
    await page.getByTestId('submit-code').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="submission-status"] [data-status]')
          ?.getAttribute('data-status') === '0',
      null,
      { timeout: 90_000 },
    );
    await page.getByTestId('submission-status').getByText('Accepted').waitFor();

    step('batch operations: an empty choice is refused, the chosen problem deleted after naming it');
    await useSession(page, origin, root);
    await page.goto(`${origin}/admin/problem/batch-operation?l=en-US`);
    await page.getByRole('heading', { name: 'Batch operations', level: 1 }).waitFor();
    const toolbar = page.getByRole('toolbar', { name: 'Actions on the chosen problems' });
    await toolbar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alert').getByText('Please choose at least one problem').waitFor();
    await page.getByLabel('Search by ID, title or author').fill(PROBLEM_ID);
    await page.getByLabel('Search by ID, title or author').press('Enter');
    await page.getByLabel(`Choose ${PROBLEM_ID}`).check();
    await toolbar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    const question = await dialog.innerText();
    if (!question.includes(`${PROBLEM_ID} Form-made A + B`) || !/test data/.test(question))
      throw new Error(`the batch delete does not say what goes: ${question}`);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByText('No problems found').waitFor();
  } finally {
    await page.close();
  }
}
