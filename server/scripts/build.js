#!/usr/bin/env node
/**
 * Compiles the server like `tsc -p tsconfig.build.json`, with the @nestjs/swagger compiler plugin
 * (what the Nest CLI would add) so request DTOs and their validation rules appear in the OpenAPI
 * document without a decorator per property.
 */
const path = require('node:path');
const ts = require('typescript');
const swaggerPlugin = require('@nestjs/swagger/plugin');

const SWAGGER_PLUGIN_OPTIONS = {
  dtoFileNameSuffix: ['.dto.ts'],
  controllerFileNameSuffix: ['.controller.ts'],
  classValidatorShim: true,
  introspectComments: true,
};

const configPath = path.join(__dirname, '..', 'tsconfig.build.json');
const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
if (error) fail([error]);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
if (parsed.errors.length > 0) fail(parsed.errors);

const program = ts.createProgram(parsed.fileNames, parsed.options);
const emitted = program.emit(undefined, undefined, undefined, false, {
  before: [swaggerPlugin.before(SWAGGER_PLUGIN_OPTIONS, program)],
});
const diagnostics = ts.getPreEmitDiagnostics(program).concat(emitted.diagnostics);
if (diagnostics.length > 0 || emitted.emitSkipped) fail(diagnostics);

function fail(diagnostics) {
  const host = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: ts.sys.getCurrentDirectory,
    getNewLine: () => ts.sys.newLine,
  };
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.exit(1);
}
