import type { INestApplicationContext } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { DiscussionCategoryService } from '../modules/discussion/discussion-category.service';
import { UserService } from '../modules/user/user.service';

/**
 * Creates the `root` super admin on first start and prints a generated password once. A first
 * start also gives the discussions their default categories, so a new site can post at once; later
 * starts leave them to the super admin, who may have deleted them.
 */
export async function seedRoot(app: INestApplicationContext, config: AppConfig): Promise<string | undefined> {
  const result = await app.get(UserService).ensureRoot(config.rootPassword);
  if (!result.created) return undefined;
  await app.get(DiscussionCategoryService).addDefaults();
  if (result.generatedPassword) {
    new Logger('Bootstrap').warn(
      `Created the super admin "root" with password: ${result.generatedPassword} (shown once; change it after login)`,
    );
  }
  return result.generatedPassword;
}
