import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/** Data source for the TypeORM CLI (migration:generate / migration:run) against DATABASE_URL. */
if (!process.env.DATABASE_URL)
  throw new Error('DATABASE_URL (mysql:// or mariadb://) is required for migrations');

export default new DataSource({
  ...dataSourceOptions({ databaseUrl: process.env.DATABASE_URL, dataDir: '.' }),
  migrationsRun: false,
});
