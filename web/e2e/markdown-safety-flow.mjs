/**
 * The markdown fields the other flows leave out, each seeded through the real API with a script
 * payload (an `<img onerror>`, a `<script>`, a `javascript:` link) beside some **bold** markdown,
 * then opened where the app renders it: a site announcement on /home, a system notice in the
 * recipient's /message/sys, a user's signature on their /user-home, a training's description on
 * /training/<id>, and a group's description and announcement on /group/<id>. Each is stored raw
 * (the API gives back exactly what was sent) and rendered sanitised: the bold text is a `<strong>`,
 * `window.__xss` stays unset, and no `script`, event handler or `javascript:` link reaches the page.
 */
import { step } from './student-flow.mjs';
import { api } from './lib/api.mjs';
import { logIn, useSession } from './lib/session.mjs';

const PASSWORD = 'Secret123';
const PAYLOAD =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>[x](javascript:window.__xss=1)';
/** A markdown field: a bold label, a line of text, then the payload. */
const markdown = (label) => `Some **${label}** text.\n\n${PAYLOAD}`;

function expectStoredRaw(stored, sent, what) {
  if (stored !== sent)
    throw new Error(`${what} was stored as ${JSON.stringify(stored)}, not as sent: ${JSON.stringify(sent)}`);
}

/** Root seeds every field through the admin and user APIs; returns what the pages need. */
async function seedFields(origin, rootPassword, suffix) {
  const root = await logIn(origin, 'root', rootPassword);
  const username = `mds${suffix}`;
  await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
    token: root.token,
    body: { users: [[username, PASSWORD, `${username}@example.com`]] },
  });
  const user = await logIn(origin, username, PASSWORD);
  const fields = {};

  fields.announcement = {
    title: `Announcement ${suffix} ${PAYLOAD}`,
    content: markdown('Bold announcement'),
  };
  const { data: announcement } = await api(origin, 'POST', '/api/admin/announcement', {
    token: root.token,
    body: { ...fields.announcement, status: 0 },
  });
  expectStoredRaw(announcement.content, fields.announcement.content, 'the announcement');

  fields.notice = { title: `Notice ${suffix} ${PAYLOAD}`, content: markdown('Bold notice') };
  const { data: notice } = await api(origin, 'POST', '/api/admin/msg/notice', {
    token: root.token,
    body: { ...fields.notice, type: 'Single', recipient: username },
  });
  expectStoredRaw(notice.content, fields.notice.content, 'the system notice');

  fields.signature = markdown('Bold signature');
  const { data: info } = await api(origin, 'POST', '/api/change-userInfo', {
    token: user.token,
    body: { signature: fields.signature },
  });
  expectStoredRaw(info.signature, fields.signature, 'the signature');

  const { data: category } = await api(origin, 'POST', '/api/admin/training/category', {
    token: root.token,
    body: { name: `Safety ${suffix}`, color: '#1d4ed8' },
  });
  fields.training = { title: `Training ${suffix} ${PAYLOAD}`, description: markdown('Bold training') };
  const { data: training } = await api(origin, 'POST', '/api/admin/training', {
    token: root.token,
    body: {
      training: { ...fields.training, auth: 'Public', rank: 1000, status: true },
      trainingCategory: { id: category.id },
    },
  });
  const { data: trainingDetail } = await api(origin, 'GET', `/api/get-training-detail?tid=${training.id}`, {
    token: user.token,
  });
  expectStoredRaw(trainingDetail.description, fields.training.description, 'the training description');

  fields.group = {
    name: `Safety group ${suffix}`,
    shortName: `S${suffix.toUpperCase().replace(/[^A-Z0-9]/g, '')}`.slice(0, 10),
    description: markdown('Bold group'),
  };
  const { data: group } = await api(origin, 'POST', '/api/group', {
    token: root.token,
    body: { ...fields.group, brief: 'Markdown safety', auth: 1, visible: true },
  });
  const { data: groupDetail } = await api(origin, 'GET', `/api/get-group-detail?gid=${group.id}`, {
    token: root.token,
  });
  expectStoredRaw(groupDetail.description, fields.group.description, 'the group description');

  fields.groupAnnouncement = { title: `Group news ${suffix} ${PAYLOAD}`, content: markdown('Bold news') };
  const { data: groupAnnouncement } = await api(origin, 'POST', '/api/group/announcement', {
    token: root.token,
    body: { ...fields.groupAnnouncement, gid: group.id },
  });
  expectStoredRaw(groupAnnouncement.content, fields.groupAnnouncement.content, 'the group announcement');

  return { root, user, username, tid: training.id, gid: group.id, fields };
}

/** Script traces in the rendered area and in the page: the flag, tags, handlers, javascript: links. */
function readScriptTraces(area) {
  const isJavascript = (a) =>
    /^\s*javascript:/i.test(a.getAttribute('href') ?? '') || /^javascript:/i.test(a.href);
  return {
    flag: window.__xss ?? null,
    areaScripts: area.querySelectorAll('script').length,
    areaHandlers: area.querySelectorAll('[onerror], [onload], [onmouseover]').length,
    areaJavascriptLinks: [...area.querySelectorAll('a')].filter(isJavascript).length,
    pageHandlers: document.querySelectorAll('[onerror], [onload], [onmouseover]').length,
    pageScripts: document.querySelectorAll('#root script').length,
    pageJavascriptLinks: [...document.querySelectorAll('a')].filter(isJavascript).length,
  };
}

async function expectNoScript(area, where) {
  // A broken <img> fires its onerror within a moment: give it that moment before looking.
  await area.page().waitForTimeout(300);
  const traces = await area.evaluate(readScriptTraces);
  if (traces.flag !== null || Object.entries(traces).some(([key, count]) => key !== 'flag' && count > 0))
    throw new Error(`a payload got into ${where}: ${JSON.stringify(traces)}`);
}

/** The bold label is rendered as markdown in the area, and nothing of the payload runs. */
async function expectRenderedSafely(area, label, where) {
  try {
    await area.locator('strong', { hasText: label }).first().waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(
      `${where} does not render the markdown: it reads ${JSON.stringify(await area.innerText())}`,
    );
  }
  await expectNoScript(area, where);
}

export async function runMarkdownSafetyFlow({ context, origin, rootPassword }) {
  const suffix = Date.now().toString(36).slice(-6);
  const { root, user, username, tid, gid, fields } = await seedFields(origin, rootPassword, suffix);
  const page = await context.newPage();
  try {
    await useSession(page, origin, user);

    step('markdown safety: the site announcement renders its markdown on /home, its script does not run');
    await page.goto(`${origin}/home`);
    const panel = page.getByTestId('home-announcements');
    await panel.getByRole('button', { name: fields.announcement.title }).click();
    await expectRenderedSafely(panel.locator('article'), 'Bold announcement', 'the home announcement');

    step("markdown safety: a system notice renders in the recipient's /message/sys without its script");
    await page.goto(`${origin}/message/sys`);
    const notice = page.getByTestId('system-message').filter({ hasText: `Notice ${suffix}` });
    await notice.first().waitFor({ timeout: 15_000 });
    await expectRenderedSafely(notice.first(), 'Bold notice', 'the system notice');

    step("markdown safety: the signature renders on the user's home without its script");
    await page.goto(`${origin}/user-home?username=${encodeURIComponent(username)}`);
    const profile = page.getByTestId('user-profile');
    await profile.getByText(username).first().waitFor({ timeout: 15_000 });
    await expectRenderedSafely(profile, 'Bold signature', 'the signature');

    step('markdown safety: the training description renders on /training/<id> without its script');
    await page.goto(`${origin}/training/${tid}`);
    await expectRenderedSafely(
      page.getByTestId('training-description'),
      'Bold training',
      'the training description',
    );

    step('markdown safety: the group description and announcement render on the group home without script');
    await useSession(page, origin, root);
    await page.goto(`${origin}/group/${gid}`);
    await expectRenderedSafely(page.getByTestId('group-description'), 'Bold group', 'the group description');
    await page
      .getByTestId('group-home-announcement')
      .filter({ hasText: `Group news ${suffix}` })
      .click();
    await expectRenderedSafely(
      page.getByTestId('group-announcement-content'),
      'Bold news',
      'the group announcement',
    );
    await page.keyboard.press('Escape');
  } finally {
    await page.close();
  }
}
