import type { TokenPayload } from './token.service';

/** Enough for every user signed in at once on a large site; the oldest go first beyond it. */
const MAX_TOKENS = 20_000;

/**
 * Tokens whose signature was already checked, with their claims, until they expire. A token's
 * signature and expiry never change, so a client's next request with the same token skips
 * jsonwebtoken and passport (a tenth of a signed-in read's CPU); the session and the account are
 * still checked at every request, so logout and bans hold as before.
 */
export class VerifiedTokens {
  private readonly tokens = new Map<string, { payload: TokenPayload; expiresAt: number }>();

  /** The claims of a token verified before and not expired, or undefined. */
  claims(token: string): TokenPayload | undefined {
    const held = this.tokens.get(token);
    if (!held) return undefined;
    if (held.expiresAt > Date.now()) return held.payload;
    this.tokens.delete(token);
    return undefined;
  }

  /** Keeps a token passport just verified; one without an expiry is checked every time. */
  remember(token: string, payload: TokenPayload & { exp?: number }): void {
    if (typeof payload.exp !== 'number') return;
    if (this.tokens.size >= MAX_TOKENS) this.tokens.delete(this.tokens.keys().next().value!);
    this.tokens.set(token, { payload, expiresAt: payload.exp * 1000 });
  }
}
