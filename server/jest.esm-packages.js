/**
 * Jest settings for dependencies published only as ES modules (`@nestjs/event-emitter`): Jest on
 * Node 20 cannot `require` them, so their files are compiled to CommonJS like the sources.
 */
module.exports = {
  transform: {
    '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' } }],
  },
  // pnpm keeps a package under `.pnpm/<name>@<version>…/node_modules/<name>`: both folders pass.
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/@nestjs\\+event-emitter@|@nestjs/event-emitter/)'],
};
