import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { create } from 'svg-captcha';
import type { CaptchaView } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import { KeyValueStore } from '../../infra/kv/key-value-store';

const CAPTCHA_TTL_SECONDS = 300;
const captchaKey = (key: string) => `captcha:${key}`;

export type CaptchaResponse = CaptchaView;

/** Image captchas (SVG as a data URI); each answer can be checked once. */
@Injectable()
export class CaptchaService {
  constructor(private readonly kv: KeyValueStore) {}

  async create(): Promise<CaptchaResponse> {
    const captcha = create({ size: 4, noise: 2, ignoreChars: '0oO1ilI', color: true, background: '#f5f7fa' });
    const key = randomUUID();
    await this.kv.set(captchaKey(key), captcha.text.toLowerCase(), CAPTCHA_TTL_SECONDS);
    return {
      img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`,
      captchaKey: key,
    };
  }

  /** Throws unless the answer matches; the captcha is used up either way. */
  async verify(key: string, answer: string): Promise<void> {
    const expected = await this.kv.get(captchaKey(key));
    await this.kv.delete(captchaKey(key));
    if (!expected || expected !== answer.trim().toLowerCase()) {
      throw badRequest('The captcha is wrong or has expired, please try again');
    }
  }
}
