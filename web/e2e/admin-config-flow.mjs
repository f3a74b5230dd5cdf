/**
 * Root runs the site from the back office: renames the site on /admin/conf and sees the new short
 * name in the top bar, sends a test mail (without an SMTP server it lands in the server's outbox)
 * and then, pointed at a mail server that is not there, reads the mail server's error; adds a tag
 * on /admin/problem/tag and finds it among the unclassified ones. Everything is put back.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { api } from './lib/api.mjs';
import { logIn, useSession } from './lib/session.mjs';
import { freePort, waitFor } from './lib/processes.mjs';
import { step } from './student-flow.mjs';

const TEST_ADDRESS = 'flow-check@example.com';

function outboxHas(dataDir, address) {
  const outbox = join(dataDir, 'outbox');
  return existsSync(outbox) && readdirSync(outbox).some((name) => name.includes(address));
}

export async function runAdminConfigFlow({ context, origin, rootPassword, dataDir }) {
  const root = await logIn(origin, 'root', rootPassword);
  const { token } = root;
  const { data: before } = await api(origin, 'GET', '/api/admin/config/get-site-config', { token });
  const page = await context.newPage();
  try {
    await useSession(page, origin, root);
    await page.setViewportSize({ width: 1366, height: 800 });

    step('admin config: a new short name shows in the top bar once saved');
    await page.goto(`${origin}/admin?l=en-US`);
    await page
      .getByRole('navigation', { name: 'Management' })
      .getByRole('link', { name: 'System config' })
      .click();
    await page.getByRole('heading', { name: 'System config', level: 1 }).waitFor();
    await page.getByLabel('Short name').fill('FlowOJ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'FlowOJ' }).waitFor();

    step('admin config: a test mail without an SMTP server lands in the outbox');
    await page.getByRole('tab', { name: 'SMTP' }).click();
    await page.getByLabel('Send to').fill(TEST_ADDRESS);
    await page.getByRole('button', { name: 'Send a test mail' }).click();
    await page
      .getByTestId('test-mail-outcome')
      .getByText(/outbox folder/)
      .waitFor();
    await waitFor(() => outboxHas(dataDir, TEST_ADDRESS), { timeoutMs: 10_000, what: 'the test mail' });

    step('admin config: a mail server that is not there answers with its error');
    const closedPort = await freePort();
    await page.getByLabel('SMTP host').fill('127.0.0.1');
    await page.getByLabel('Port', { exact: true }).fill(String(closedPort));
    await page.getByLabel('SSL/TLS from the start').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await waitFor(
      async () =>
        (await api(origin, 'GET', '/api/admin/config/get-email-config', { token })).data.emailPort ===
        closedPort,
      { timeoutMs: 10_000, what: 'the SMTP settings to be saved' },
    );
    await page.getByRole('button', { name: 'Send a test mail' }).click();
    await page
      .getByTestId('test-mail-outcome')
      .getByText(/The test mail could not be sent: .*ECONNREFUSED/)
      .waitFor();
    await page.getByLabel('SMTP host').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitFor(
      async () =>
        (await api(origin, 'GET', '/api/admin/config/get-email-config', { token })).data.emailHost === '',
      { timeoutMs: 10_000, what: 'the SMTP host to be cleared' },
    );

    step('admin tags: a new tag appears among the unclassified ones');
    await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Tags' }).click();
    await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add tag' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Flow tag');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('region', { name: 'Unclassified' }).getByText('Flow tag').waitFor();
    await page.getByRole('button', { name: 'Delete Flow tag' }).click();
    const confirm = page.getByRole('dialog');
    if (!/removed from every problem/.test(await confirm.innerText()))
      throw new Error('the tag delete confirmation does not say what goes');
    await confirm.getByRole('button', { name: 'OK' }).click();
    await page
      .getByRole('region', { name: 'Unclassified' })
      .getByText('Flow tag')
      .waitFor({ state: 'detached' });
  } finally {
    await page.close();
    await api(origin, 'PUT', '/api/admin/config/set-web-config', {
      token,
      body: { shortName: before.shortName },
    });
    await api(origin, 'PUT', '/api/admin/config/set-email-config', { token, body: { emailHost: '' } });
  }
}
