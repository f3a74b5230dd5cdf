#!/usr/bin/env node
// A stand-in for the isolate CLI (isolate cannot be installed on development machines), used only
// to exercise the isolate backend's plumbing: box init/cleanup, argument parsing, stdio inherited
// from the caller, meta files. It does NOT sandbox anything.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = process.env.FAKE_ISOLATE_ROOT || '/var/tmp/fake-isolate';
const args = process.argv.slice(2);
const option = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const boxId = option('box-id') ?? '0';
const boxRoot = path.join(root, boxId);

if (args.includes('--version')) {
  console.log('fake isolate 2.0');
} else if (args.includes('--init')) {
  fs.mkdirSync(path.join(boxRoot, 'box'), { recursive: true });
  console.log(boxRoot);
} else if (args.includes('--cleanup')) {
  fs.rmSync(boxRoot, { recursive: true, force: true });
} else if (args.includes('--run')) {
  const argv = args.slice(args.indexOf('--') + 1).map((a) => a.replace(/^\/box\//, `${boxRoot}/box/`));
  const env = Object.fromEntries(
    args.filter((a) => a.startsWith('--env=')).map((a) => a.slice(6).split(/=(.*)/s).slice(0, 2)),
  );
  const wallMs = Number(option('wall-time')) * 1000;
  const start = process.hrtime.bigint();
  const child = spawn(argv[0], argv.slice(1), { cwd: path.join(boxRoot, 'box'), env, stdio: 'inherit' });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, wallMs);
  child.on('exit', (code, signal) => {
    clearTimeout(timer);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const meta = [`time:${seconds.toFixed(3)}`, `time-wall:${seconds.toFixed(3)}`, 'max-rss:1000'];
    if (timedOut) meta.push('status:TO', 'message:Time limit exceeded (wall clock)', 'killed:1');
    else if (signal) meta.push('status:SG', `exitsig:${require('node:os').constants.signals[signal]}`);
    else {
      meta.push(`exitcode:${code}`);
      if (code) meta.push('status:RE');
    }
    fs.writeFileSync(option('meta'), meta.join('\n') + '\n');
    process.exit(0);
  });
} else {
  process.exit(2);
}
