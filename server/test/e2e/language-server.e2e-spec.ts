import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Socket } from 'socket.io-client';
import { LanguageServerEvent } from '@verdict/common';
import { LanguageServerSessions } from '../../src/modules/language-server/language-server-sessions';
import { descendantsOf } from '../../src/modules/language-server/sandboxed-server';
import { TestUsers } from '../utils/api-client';
import { ContestClient } from '../utils/contest-helpers';
import { createTestApp, TestApp } from '../utils/create-test-app';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';
import { LanguageServerClient, openSocket, startSession } from '../utils/language-server-client';

const HOUR = 3600_000;
const HOST_NAME = readFileSync('/etc/hostname', 'utf8').trim() || hostname();

/** Processes running as `uid`, host-wide. */
function processesOf(uid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return uidOf(pid) === uid;
      } catch {
        return false;
      }
    });
}

const uidOf = (pid: number) => Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The editor's language servers: a real clangd and pylsp, each in its sandbox, behind the app's
 * socket; what they answer, where they are refused, what they may not read, and their end.
 */
describe('language servers', () => {
  let t: TestApp;
  let url: string;
  const users = new TestUsers(() => t.app);
  const sockets: Socket[] = [];
  const sessions = () => t.app.get(LanguageServerSessions);

  const socketOf = async (who: string | null, acceptLanguage?: string) => {
    const socket = await openSocket(url, who ? users.tokens[who] : '', acceptLanguage);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await createTestApp({ LANGUAGE_SERVER_SESSIONS_PER_USER: '2' });
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
    await users.signInRoot();
    await users.signUp(['ann', 'bob', 'cid', 'dan', 'fay', 'gus', 'hal']);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  describe('clangd for C++', () => {
    let cpp: LanguageServerClient;
    beforeAll(async () => {
      cpp = await LanguageServerClient.start(await socketOf('ann'), { language: 'C++ 17 With O2' });
    });

    it('opens the file the judge compiles, with the judge flags, and completes std::vec with vector', async () => {
      expect(cpp.documentUri).toBe('file:///workspace/main.cpp');
      await cpp.open('cpp', '#include <vector>\nint main() {\n  std::vec\n}\n');
      const labels = await cpp.completionAt(2, 10);
      expect(labels).toContain('vector');
    });

    it('shows an undeclared name as a diagnostic', async () => {
      cpp.change('int main() {\n  return undeclared_total;\n}\n');
      const diagnostics = await cpp.diagnostics((list) =>
        list.some((d) => d.message.includes('undeclared_total')),
      );
      expect(diagnostics.map((d) => d.message)).toEqual(["Use of undeclared identifier 'undeclared_total'"]);
    });

    it("cannot read the host's files: an include of /etc/hostname finds nothing", async () => {
      cpp.change('#include "/etc/hostname"\n#include "/proc/1/environ"\nint main() {}\n');
      const diagnostics = await cpp.diagnostics((list) => list.some((d) => d.message.includes('hostname')));
      const text = diagnostics.map((d) => d.message).join('\n');
      expect(text).toMatch(/'\/etc\/hostname' file not found/);
      expect(text).not.toContain(HOST_NAME);
      const definition = await cpp.request('textDocument/definition', {
        textDocument: { uri: cpp.documentUri },
        position: { line: 0, character: 12 },
      });
      expect(JSON.stringify(definition.result ?? null)).not.toContain('hostname');
    });
  });

  describe('pylsp for Python3', () => {
    it('shows a syntax error, and completes no host path', async () => {
      const python = await LanguageServerClient.start(await socketOf('bob'), { language: 'Python3' });
      expect(python.documentUri).toBe('file:///workspace/main.py');
      await python.open('python', 'def f(:\n    pass\n');
      const diagnostics = await python.diagnostics((list) => list.length > 0);
      expect(diagnostics[0].message).toMatch(/syntax/i);

      python.change('import os\nos.pa\nx = open("/etc/ho');
      expect(await python.completionAt(1, 5)).toContain('path');
      const hostPaths = await python.completionAt(2, 17);
      expect(hostPaths.join(' ')).not.toMatch(/hostname|hosts/);
      await python.request('shutdown', null);
    });
  });

  describe('where it is refused', () => {
    it('refuses guests, contest problem pages and problems a running contest holds', async () => {
      const pid = await createProblemWithCases(t.app, users.tokens.root, 'LSP1', [
        { input: '1\n', output: '1\n' },
      ]);
      expect(await startSession(await socketOf(null), { language: 'C++' })).toEqual({
        ok: false,
        message: 'Please login first',
      });
      const ann = await socketOf('ann');
      expect(await startSession(ann, { language: 'C++', pid: 'A', cid: 7 })).toEqual({
        ok: false,
        message: 'The language server is not available on contest problems',
      });
      expect(await startSession(ann, { language: 'Java' })).toEqual({
        ok: false,
        message: 'This language has no language server',
      });

      const root = new ContestClient(t.app, users.tokens.root);
      const cid = await root.createContest({
        startTime: new Date(Date.now() - HOUR),
        endTime: new Date(Date.now() + HOUR),
      });
      await root.addProblem(cid, pid, 'A').expect(200);
      const chinese = await socketOf('cid', 'zh-CN');
      expect(await startSession(chinese, { language: 'C++', pid: 'LSP1' })).toEqual({
        ok: false,
        message: '比赛进行期间不能使用语言服务器',
      });
      await root.updateContest(cid, {
        startTime: new Date(Date.now() - 2 * HOUR),
        endTime: new Date(Date.now() - HOUR),
      });
      const after = await startSession(chinese, { language: 'Python3', pid: 'LSP1' });
      expect(after.ok).toBe(true);
    });

    it("refuses another user's session, a message over 1 MB, and a flood of requests", async () => {
      const owner = await LanguageServerClient.start(await socketOf('cid'), { language: 'Python3' });
      await owner.open('python', 'x = 1\n');
      const intruder = new LanguageServerClient(await socketOf('bob'), owner.session, owner.documentUri);
      intruder.notify('textDocument/didChange', {
        textDocument: { uri: owner.documentUri, version: 2 },
        contentChanges: [{ text: 'stolen = 1\n' }],
      });
      expect(await intruder.closed).toBe('This language server session is not yours');

      // The owner's session is untouched, and still answers.
      const hover = await owner.request('textDocument/hover', {
        textDocument: { uri: owner.documentUri },
        position: { line: 0, character: 0 },
      });
      expect(hover.error).toBeUndefined();

      const replies = await Promise.all(
        Array.from({ length: 100 }, () =>
          owner.request('textDocument/hover', {
            textDocument: { uri: owner.documentUri },
            position: { line: 0, character: 0 },
          }),
        ),
      );
      const refused = replies.filter((reply) => reply.error?.message === 'Too many requests');
      expect(refused.length).toBeGreaterThan(0);
      expect(refused.length).toBeLessThan(100);

      owner.notify('textDocument/didChange', {
        textDocument: { uri: owner.documentUri, version: 3 },
        contentChanges: [{ text: 'x'.repeat(1024 * 1024 + 1) }],
      });
      expect(await owner.closed).toBe('A language server message may not be larger than 1 MB');
      // The app's socket itself stays open.
      expect(owner.socket.connected).toBe(true);
    });

    it('holds a user to their number of sessions, and frees one when it stops', async () => {
      const socket = await socketOf('dan');
      const first = await LanguageServerClient.start(socket, { language: 'Python3' });
      const second = await startSession(socket, { language: 'C' });
      expect(second.ok).toBe(true);
      expect(await startSession(socket, { language: 'Python3' })).toEqual({
        ok: false,
        message: 'You may have 2 language servers open at once: close another editor first',
      });
      socket.emit(LanguageServerEvent.stop, { session: first.session });
      await eventually(async () =>
        expect((await startSession(socket, { language: 'Python3' })).ok).toBe(true),
      );
    });
  });

  it('is refused on hosts that do not run them, and the site names the hosts that do', async () => {
    const apiOnly = await createTestApp({
      LANGUAGE_SERVERS: 'off',
      LANGUAGE_SERVER_ORIGIN: 'https://lsp.example.org',
    });
    try {
      await apiOnly.app.listen(0, '127.0.0.1');
      const others = new TestUsers(() => apiOnly.app);
      await others.signUp(['eve']);
      const socket = await openSocket(await apiOnly.app.getUrl(), others.tokens.eve);
      sockets.push(socket);
      expect(await startSession(socket, { language: 'C++' })).toEqual({
        ok: false,
        message: 'Language servers are not offered on this site',
      });
      const config = await others.as(null).get('/api/get-website-config').expect(200);
      expect(config.body.data.languageServerOrigin).toBe('https://lsp.example.org');
      expect(
        (await users.as(null).get('/api/get-website-config').expect(200)).body.data.languageServerOrigin,
      ).toBe('');
    } finally {
      await apiOnly.close();
    }
  });

  it('runs each server under its limits, without network, as a uid of its own when the API is root', async () => {
    const python = await LanguageServerClient.start(await socketOf('gus'), { language: 'Python3' });
    await python.open('python', 'x = 1\n');
    await python.request('textDocument/hover', {
      textDocument: { uri: python.documentUri },
      position: { line: 0, character: 0 },
    });
    const pids = descendantsOf(sessions().find(python.session)!.processId);
    const server = pids.find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('pylsp'))!;
    const limits = readFileSync(`/proc/${server}/limits`, 'utf8');
    expect(limits).toMatch(/Max cpu time\s+600\s+600/);
    expect(limits).toMatch(/Max processes\s+48\s+48/);
    expect(limits).toMatch(new RegExp(`Max address space\\s+${2048 * 1024 * 1024}\\s`));
    expect(readlinkSync(`/proc/${server}/ns/net`)).not.toBe(readlinkSync('/proc/self/ns/net'));
    const uid = uidOf(server);
    if (process.getuid?.() === 0) expect(uid).toBeGreaterThanOrEqual(100000);
    else expect(uid).toBe(process.getuid?.());
    python.socket.emit(LanguageServerEvent.stop, { session: python.session });
  });

  it('leaves nothing of a session running when it is stopped the moment it starts', async () => {
    const socket = await socketOf('hal');
    for (let round = 0; round < 5; round++) {
      const started = await startSession(socket, { language: 'Python3' });
      if (!started.ok) throw new Error(started.message);
      const uid = sessions().find(started.session)!.sandboxUid;
      socket.emit(LanguageServerEvent.stop, { session: started.session });
      await eventually(async () => expect(sessions().find(started.session)).toBeUndefined());
      if (uid !== null) await eventually(async () => expect(processesOf(uid)).toEqual([]));
    }
  });

  it('ends the session and every process in its sandbox when the socket closes', async () => {
    const socket = await socketOf('fay');
    const python = await LanguageServerClient.start(socket, { language: 'Python3' });
    await python.open('python', 'import os\n');
    await python.request('textDocument/hover', {
      textDocument: { uri: python.documentUri },
      position: { line: 0, character: 8 },
    });
    const session = sessions().find(python.session)!;
    const processes = [session.processId, ...descendantsOf(session.processId)];
    expect(processes.length).toBeGreaterThan(2);
    socket.disconnect();
    await eventually(async () => {
      expect(sessions().find(python.session)).toBeUndefined();
      expect(processes.filter(alive)).toEqual([]);
    });
  });
});
