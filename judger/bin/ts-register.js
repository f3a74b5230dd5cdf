// Lets the daemon and the benchmark run straight from TypeScript sources when dist/ is absent:
// a minimal require hook (TypeScript's transpileModule, no type check) plus the same
// @verdict/common → ../common/src and @verdict/queue → ../queue/src mappings the tests use.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const ts = require('typescript');

const workspaceSources = {
  '@verdict/common': path.join(__dirname, '..', '..', 'common', 'src', 'index.ts'),
  '@verdict/queue': path.join(__dirname, '..', '..', 'queue', 'src', 'index.ts'),
};
const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  if (Object.hasOwn(workspaceSources, request)) return workspaceSources[request];
  return originalResolve.call(this, request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const source = fs.readFileSync(filename, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      inlineSourceMap: true,
    },
  });
  module._compile(outputText, filename);
};
