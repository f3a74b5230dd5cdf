/**
 * Small things a new user and a new admin meet in their first hour: the register dialog starts on
 * Username; the back office's login starts on Username too; a full load logs no router warning;
 * toasts never cover the top navigation; the problem form's example and test-case boxes carry
 * visible labels; emoji draw as emoji, not as empty boxes.
 */
import { step } from './student-flow.mjs';

/** The name of the focused field, or a short description of whatever else has the focus. */
async function focusedField(page) {
  return page.evaluate(
    () => document.activeElement?.getAttribute('name') ?? document.activeElement?.outerHTML.slice(0, 80),
  );
}

async function checkRegisterDialog(page, origin, found) {
  step('first hour: the register dialog starts on Username');
  await page.goto(`${origin}/home?l=en-US`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.getByTestId('nav-register').click();
  await page.getByTestId('register-form').waitFor();
  await page
    .waitForFunction(() => document.activeElement?.getAttribute('name') === 'username', null, {
      timeout: 3_000,
    })
    .catch(() => {});
  const focused = await focusedField(page);
  if (focused !== 'username') found.push(`the register dialog opens with the focus on ${focused}`);
  await page.keyboard.press('Escape');
  await page.getByTestId('register-form').waitFor({ state: 'detached' });
}

async function checkAdminLogin(page, origin, rootPassword, found) {
  step(
    'first hour: /admin/login loads without router warnings, focused on Username; toasts stay off the menu',
  );
  const warnings = [];
  const listen = (message) => {
    if (/HydrateFallback/.test(message.text())) warnings.push(message.text());
  };
  page.on('console', listen);
  await page.goto(`${origin}/admin/login?l=en-US`);
  await page.getByTestId('login-form').waitFor();
  page.off('console', listen);
  if (warnings.length > 0) found.push(`a full load logs: ${warnings[0]}`);
  const focused = await focusedField(page);
  if (focused !== 'username') {
    found.push(`/admin/login opens with the focus on ${focused}`);
    await page.locator('input[name="username"]').focus();
  }
  await page.keyboard.insertText('root');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText(rootPassword);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/admin`);
  const toast = page.locator('[data-toast]').first();
  await toast.waitFor();
  const overlap = await page.evaluate(() => {
    const toastBox = document.querySelector('[data-toast]').getBoundingClientRect();
    const header = document.querySelector('header').getBoundingClientRect();
    const covered = [...document.querySelectorAll('header a, header button')].filter((item) => {
      const box = item.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.left < toastBox.right &&
        toastBox.left < box.right &&
        box.top < toastBox.bottom &&
        toastBox.top < box.bottom
      );
    });
    return toastBox.top < header.bottom
      ? covered.map((item) => item.innerText.trim() || item.getAttribute('aria-label'))
      : [];
  });
  if (overlap.length > 0)
    found.push(`the toast "${await toast.innerText()}" covers the top menu's ${overlap.join(', ')}`);
}

async function checkProblemFormLabels(page, origin, found) {
  step('first hour: the example and test-case boxes of the problem form have visible labels');
  await page.goto(`${origin}/admin/problem/create?l=en-US`);
  await page.getByRole('button', { name: 'Add an example' }).click();
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('main textarea')]
      .filter((box) => /of (example|case) \d/.test(box.getAttribute('aria-label') ?? ''))
      .map((box) => {
        const label =
          box.closest('label') ?? (box.id ? document.querySelector(`label[for="${box.id}"]`) : null);
        const own = label
          ? [...label.childNodes].filter((node) => !node.contains(box)).map((node) => node.textContent)
          : [];
        return {
          name: box.getAttribute('aria-label'),
          visible: Boolean(own.join('').trim() && label.checkVisibility()),
        };
      }),
  );
  if (boxes.length < 4) throw new Error(`expected the boxes of an example and a case, found ${boxes.length}`);
  const unlabelled = boxes.filter((box) => !box.visible).map((box) => box.name);
  if (unlabelled.length > 0) found.push(`boxes without a visible label: ${unlabelled.join(', ')}`);
}

async function checkEmoji(page, origin, found) {
  step('first hour: an emoji draws in colour in the page font, not as an empty box');
  await page.goto(`${origin}/home?l=en-US`);
  const colourful = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    context.font = `40px ${getComputedStyle(document.body).fontFamily}`;
    context.textBaseline = 'top';
    context.fillStyle = '#000';
    context.fillText('👍', 4, 4);
    const { data } = context.getImageData(0, 0, 64, 64);
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      const [red, green, blue, alpha] = data.slice(index, index + 4);
      if (alpha > 0 && Math.max(red, green, blue) - Math.min(red, green, blue) > 60) count += 1;
    }
    return count;
  });
  if (colourful < 50) found.push('"👍" draws without colour: no emoji font reaches the page');
}

export async function runFirstHourFlow({ context, origin, rootPassword }) {
  const page = await context.newPage();
  const found = [];
  try {
    await checkRegisterDialog(page, origin, found);
    await checkAdminLogin(page, origin, rootPassword, found);
    await checkProblemFormLabels(page, origin, found);
    await checkEmoji(page, origin, found);
  } finally {
    await page.close();
  }
  if (found.length > 0) throw new Error(`first-hour problems:\n  ${found.join('\n  ')}`);
}
