import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CommentAuthor } from '@/components/comment/comment-author';
import { Markdown } from '@/components/common/markdown';
import { RequireLogin } from '@/components/common/require-login';
import { PageLoading } from '@/components/ui/spinner';
import { useNote, useNoteCategories, type Note } from '@/hooks/api/note';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/stores/session';
import { NoteEditorDialog } from '../components/note-editor-dialog';
import { NoteFacts } from '../components/note-facts';
import '@/i18n/areas/note';

/**
 * The note detail at /note/:id: title, author with role badge and title tag, category,
 * last-changed time and the rendered markdown. Only the owner sees Edit, with the category fixed.
 * A note is read by its owner (and admins), so the page needs a login; the layout refetches on
 * login or logout, so the Edit button follows the signed-in user.
 */
export default function NoteDetailPage() {
  return (
    <RequireLogin>
      <NoteDetail />
    </RequireLogin>
  );
}

function NoteDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: note, error, isLoading, mutate } = useNote(id);
  useDocumentTitle(note?.subject ?? t('note.title'));

  if (!Number.isInteger(id) || id <= 0 || (error instanceof ApiError && error.kind === 'not-found')) {
    return <NoteMissing />;
  }
  if (error && !note) throw error;
  if (isLoading || !note) return <PageLoading />;
  return <NoteArticle note={note} onSaved={(saved) => void mutate(saved, { revalidate: false })} />;
}

function NoteMissing() {
  const { t } = useTranslation();
  return (
    <section className="card p-8 text-center" data-testid="note-missing">
      <p className="mb-4 text-slate-600">{t('note.detail.notFound')}</p>
      <Link className="btn" to="/note">
        {t('note.detail.back')}
      </Link>
    </section>
  );
}

function NoteArticle({ note, onSaved }: { note: Note; onSaved: (note: Note) => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const isOwner = Boolean(user && user.uid === note.uid);
  const { data: categories } = useNoteCategories(isOwner);
  const [editing, setEditing] = useState(false);
  return (
    <article className="card p-4 sm:p-6">
      <header className="mb-4 border-b border-slate-100 pb-3">
        <div className="flex flex-wrap items-start gap-3">
          <h1 className="min-w-0 flex-1 text-xl font-semibold break-words" data-testid="note-detail-title">
            {note.subject}
          </h1>
          {isOwner ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setEditing(true)}
              data-testid="note-detail-edit"
            >
              {t('note.edit')}
            </button>
          ) : null}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span data-testid="note-author">
            <span className="sr-only">{t('note.author')}: </span>
            <CommentAuthor
              size={28}
              author={{
                fromUid: note.uid,
                fromName: note.author,
                fromAvatar: note.avatar,
                fromRole: note.role,
                fromTitleName: note.titleName,
                fromTitleColor: note.titleColor,
              }}
            />
          </span>
          <NoteFacts note={note} />
        </div>
      </header>
      <div data-testid="note-detail-content">
        <Markdown>{note.content}</Markdown>
      </div>
      {editing ? (
        <NoteEditorDialog
          note={note}
          categories={categories ?? []}
          lockCategory
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            onSaved(saved);
          }}
        />
      ) : null}
    </article>
  );
}
