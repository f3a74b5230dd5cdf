/** Starting and stopping the real server (and, when needed, a Vite preview in front of it). */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(check, { timeoutMs = 60_000, intervalMs = 300, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not ready yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export function startProcess(label, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n'));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 0)));
  child.tail = () => `--- ${label} (last lines) ---\n${lines.slice(-40).join('\n')}`;
  return child;
}

export async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await child.exited;
  clearTimeout(timer);
}

/** True when the server answers the website config (the API is up). */
export async function apiUp(origin) {
  const response = await fetch(`${origin}/api/get-website-config`);
  return response.ok;
}

/** True when the server itself serves the built SPA at a client route. */
export async function spaServed(origin) {
  const response = await fetch(`${origin}/problem`);
  return response.ok && (response.headers.get('content-type') ?? '').includes('text/html');
}

/**
 * Copy of the server build whose default web build path does not exist, so the API starts
 * without serving web/dist; used only when the server cannot serve the SPA itself.
 */
export function apiOnlyServerTree(repoRoot, tempDir) {
  const root = join(tempDir, 'server-tree');
  mkdirSync(join(root, 'server'), { recursive: true });
  cpSync(join(repoRoot, 'server', 'dist'), join(root, 'server', 'dist'), { recursive: true });
  cpSync(join(repoRoot, 'server', 'package.json'), join(root, 'server', 'package.json'));
  for (const [link, target] of [
    [join(root, 'server', 'node_modules'), join(repoRoot, 'server', 'node_modules')],
    [join(root, 'node_modules'), join(repoRoot, 'node_modules')],
    [join(root, 'common'), join(repoRoot, 'common')],
    [join(root, 'judger'), join(repoRoot, 'judger')],
  ]) {
    if (existsSync(target)) symlinkSync(target, link);
  }
  return root;
}
