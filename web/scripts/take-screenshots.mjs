#!/usr/bin/env node
/**
 * Screenshots of the problem page at a laptop (1366×800) and a phone (390×844) size, in zh-CN
 * and en-US, into docs/screenshots/. Starts the built server (it serves web/dist) with a fresh
 * data folder and the e2e's seeded A+B problem. The phone shots cover the whole page, so the
 * stacked editor is in them.
 *
 *   pnpm build && pnpm --filter @verdict/web screenshots
 */
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../e2e/lib/browser.mjs';
import { stopProcess } from '../e2e/lib/processes.mjs';
import { seedProblem } from '../e2e/lib/seed-problem.mjs';
import { startBuiltServer } from '../e2e/lib/start-server.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(repoRoot, 'docs', 'screenshots');
const ROOT_PASSWORD = 'ShotsRootPass1';
const SIZES = [
  { name: 'laptop', viewport: { width: 1366, height: 800 }, fullPage: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, fullPage: true },
];
const LOCALES = ['zh-CN', 'en-US'];

async function main() {
  const tempDir = mkdtempSync(join(tmpdir(), 'verdict-shots-'));
  let server;
  let context;
  try {
    const started = await startBuiltServer({
      repoRoot,
      dataDir: join(tempDir, 'data'),
      rootPassword: ROOT_PASSWORD,
    });
    server = started.server;
    const problemId = await seedProblem(started.origin, ROOT_PASSWORD);
    context = await launchBrowser(join(tempDir, 'profile'));
    const page = await context.newPage();
    mkdirSync(outDir, { recursive: true });
    for (const locale of LOCALES) {
      for (const size of SIZES) {
        await page.setViewportSize(size.viewport);
        await page.goto(`${started.origin}/problem/${problemId}?l=${locale}`);
        await page.getByTestId('problem-statement').waitFor();
        await page.locator('.katex').first().waitFor({ timeout: 30_000 });
        await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 60_000 });
        await page.evaluate('document.fonts.ready');
        const path = join(outDir, `problem-${size.name}-${locale}.png`);
        await page.screenshot({ path, fullPage: size.fullPage });
        console.log(`${path} (${Math.round(statSync(path).size / 1024)} KB)`);
      }
    }
  } finally {
    await context?.close();
    await stopProcess(server);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
