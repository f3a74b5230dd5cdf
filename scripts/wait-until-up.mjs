// Waits until a URL answers 200 (at most 90 s), or the process with the given pid is gone.
// Usage: node scripts/wait-until-up.mjs <url> <pid>
const [url, pid] = process.argv.slice(2);
const deadline = Date.now() + 90_000;

function alive() {
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch {
    return false;
  }
}

while (Date.now() < deadline) {
  if (!alive()) {
    console.error('Verdict stopped during start-up; the end of its log follows.');
    process.exit(1);
  }
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (response.ok) process.exit(0);
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.error(`Verdict did not answer at ${url} within 90 s; the end of its log follows.`);
process.exit(1);
