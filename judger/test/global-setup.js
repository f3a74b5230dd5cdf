// Build the sandbox helper once before the suites start, so no test pays for gcc on its own clock.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = async () => {
  execFileSync('bash', [path.join(__dirname, '..', 'native', 'build.sh')], { stdio: 'inherit' });
  if (process.getuid && process.getuid() !== 0) {
    console.warn(
      '\n[judger tests] not running as root: the sandbox falls back to user namespaces without cgroups,' +
        ' so memory-limit and OOM expectations will fail. Run the judger tests as root with cgroups (v1 or v2).\n',
    );
  }
};
