import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_CONSTANTS } from '@verdict/common';
import { Markdown } from '@/components/common/markdown';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import { loggedInOrPrompt } from './login-first';

const EMOJI = ['😀', '😂', '😅', '🤔', '👍', '🙏', '🎉', '❤️'];

/** Markdown helpers: text put around the selection. */
const FORMATS = [
  { key: 'comment.bold', label: 'B', before: '**', after: '**' },
  { key: 'comment.italic', label: 'I', before: '*', after: '*' },
  { key: 'comment.code', label: '</>', before: '`', after: '`' },
  { key: 'comment.codeBlock', label: '{ }', before: '\n```\n', after: '\n```\n' },
  { key: 'comment.link', label: '🔗', before: '[', after: '](https://)' },
] as const;

interface CommentEditorProps {
  placeholder: string;
  submitLabel: string;
  /** Saves the trimmed text; the box empties once it resolves. */
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * The comment box of a comment area: a markdown textarea with emoji and formatting
 * helpers and a preview through the sanitizing renderer. Visitors get the login prompt instead.
 */
export function CommentEditor({
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: CommentEditorProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState(false);
  const [sending, setSending] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  if (!token) {
    return (
      <button type="button" className="btn w-full" onClick={loggedInOrPrompt} data-testid="comment-login">
        {t('message.pleaseLoginFirst')}
      </button>
    );
  }

  const insert = (before: string, after = '') => {
    const start = area.current?.selectionStart ?? text.length;
    const end = area.current?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + before + text.slice(start, end) + after + text.slice(end));
    setPreview(false);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(start + before.length, end + before.length);
    });
  };

  const send = async () => {
    const content = text.trim();
    if (!content) return toast('warning', t('comment.contentEmpty'));
    if (content.length > COMMENT_CONSTANTS.maxLength) {
      return toast('warning', t('comment.contentTooLong', { max: COMMENT_CONSTANTS.maxLength }));
    }
    setSending(true);
    try {
      await onSubmit(content);
      setText('');
      setPreview(false);
    } catch (failure) {
      // The client has shown the server's message already.
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-2" data-testid="comment-editor">
      <div className="flex flex-wrap items-center gap-1 text-sm">
        {FORMATS.map((format) => (
          <button
            key={format.key}
            type="button"
            className="btn btn-sm font-mono"
            title={t(format.key)}
            aria-label={t(format.key)}
            onClick={() => insert(format.before, format.after)}
          >
            {format.label}
          </button>
        ))}
        <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
        {EMOJI.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className="rounded px-1 hover:bg-slate-100"
            aria-label={`${t('comment.emoji')} ${emoji}`}
            onClick={() => insert(emoji)}
          >
            {emoji}
          </button>
        ))}
        <button type="button" className="btn btn-sm ml-auto" onClick={() => setPreview(!preview)}>
          {preview ? t('comment.edit') : t('comment.preview')}
        </button>
      </div>
      {preview ? (
        <div className="min-h-24 rounded border border-slate-200 p-2" data-testid="comment-preview">
          <Markdown className="text-sm">{text}</Markdown>
        </div>
      ) : (
        <textarea
          ref={area}
          className="input min-h-24 w-full text-sm"
          value={text}
          placeholder={placeholder}
          aria-label={placeholder}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      <div className="flex items-center justify-end gap-2">
        <span
          className={`text-xs ${text.length > COMMENT_CONSTANTS.maxLength ? 'text-red-600' : 'text-slate-400'}`}
        >
          {t('comment.length', { count: text.length, max: COMMENT_CONSTANTS.maxLength })}
        </span>
        {onCancel ? (
          <button type="button" className="btn btn-sm" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={sending}
          onClick={() => void send()}
          data-testid="comment-submit"
        >
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
