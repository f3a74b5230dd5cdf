import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { UserService } from '../modules/user/user.service';

/** Creates the `root` super admin on first start and prints a generated password once. */
export async function seedRoot(app: INestApplicationContext, config: AppConfig): Promise<string | undefined> {
  const result = await app.get(UserService).ensureRoot(config.rootPassword);
  if (result.generatedPassword) {
    new Logger('Bootstrap').warn(
      `Created the super admin "root" with password: ${result.generatedPassword} (shown once; change it after login)`,
    );
  }
  return result.generatedPassword;
}
