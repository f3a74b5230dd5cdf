import type { ReplyTarget } from '@/hooks/api/comment';

/** Whom a reply being written answers, and the comment or reply it quotes (HOJ's quoteId/quoteType). */
export interface ReplyDraft {
  to: ReplyTarget;
  quote: { id: number; type: 'Comment' | 'Reply' };
}
