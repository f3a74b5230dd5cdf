#!/usr/bin/env node
// The judge daemon. Runs the compiled build when present, otherwise straight from the sources.
const { existsSync } = require('node:fs');
const path = require('node:path');

// VERDICT_JUDGER_FROM_SOURCE=1 forces the sources (tests, development after a stale build).
const compiled = path.join(__dirname, '..', 'dist', 'main.js');
const useCompiled = existsSync(compiled) && process.env.VERDICT_JUDGER_FROM_SOURCE !== '1';
if (!useCompiled) require('./ts-register');
const { main } = require(useCompiled ? compiled : path.join(__dirname, '..', 'src', 'main.ts'));

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
