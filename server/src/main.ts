import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/app-config';

/**
 * Entry point. The configuration is validated before any entity module loads, because column
 * types depend on the database in use.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { createApp } = await import('./app.factory');
  const { seedRoot } = await import('./database/seed-root');
  const app = await createApp(config);
  const generatedPassword = await seedRoot(app, config);
  await app.listen({ port: config.port, host: config.host });
  const lines = [`Verdict is running at http://localhost:${config.port}  (data: ${config.dataDir})`];
  if (generatedPassword)
    lines.push(`Super admin: root / ${generatedPassword}  (shown once; change it after login)`);
  else lines.push('Super admin: root (password from ROOT_PASSWORD or set at first start)');
  console.log(`\n${lines.join('\n')}\n`);
}

void main();
