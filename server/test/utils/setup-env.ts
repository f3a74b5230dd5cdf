// Decorated classes (entities, validated DTOs) need the metadata API whichever a spec loads first.
import 'reflect-metadata';
import { MYSQL_ADMIN_URL, TEST_MODE } from './test-mode';

/**
 * Runs before each test file loads any entity: column types follow DATABASE_URL, so the
 * variable must name the right kind of database first. create-test-app sets the real one.
 */
process.env.TZ = 'UTC';
if (TEST_MODE === 'mysql') process.env.DATABASE_URL = `${MYSQL_ADMIN_URL}/placeholder`;
else delete process.env.DATABASE_URL;
