import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

const ALGORITHM = 'aes-256-gcm';

/**
 * Encrypts the passwords of the site's remote accounts with a key from the environment
 * (`REMOTE_JUDGE_KEY`, else one kept in the data folder): a database dump alone never gives them
 * away. Stored as `iv.tag.ciphertext`, each part base64url.
 */
@Injectable()
export class RemoteSecrets {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Any text works as the key: hashing gives the 32 bytes AES-256 wants.
    this.key = createHash('sha256').update(config.remoteJudgeKey).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  /** Throws when the secret was sealed with another key (REMOTE_JUDGE_KEY changed). */
  open(secret: string): string {
    const [iv, tag, sealed] = secret.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv(ALGORITHM, this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  }
}
