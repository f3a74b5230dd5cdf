import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NOTE_CONSTANTS } from '@verdict/common';
import { LoadError } from '@/components/common/load-error';
import { RequireLogin } from '@/components/common/require-login';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { PageLoading } from '@/components/ui/spinner';
import { useNoteCategories, useNoteList, type Note, type NoteQuery } from '@/hooks/api/note';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CategoryEditorDialog } from '../components/category-editor-dialog';
import { NoteEditorDialog } from '../components/note-editor-dialog';
import { NoteViewDialog } from '../components/note-view-dialog';
import { NoteRows } from './components/note-rows';
import '@/i18n/areas/note';

/** The notes list at /note: the signed-in user's own notes. */
export default function NoteListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('note.title'));
  return (
    <RequireLogin>
      <NoteList />
    </RequireLogin>
  );
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

function NoteList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query: NoteQuery = {
    currentPage: positive(params.get('currentPage')) ?? 1,
    keyword: params.get('keyword') || undefined,
    cid: positive(params.get('cid')),
  };
  const list = useNoteList(query, true);
  const categories = useNoteCategories(true);
  const [viewing, setViewing] = useState<Note | null>(null);
  const [editing, setEditing] = useState<Note | 'new' | null>(null);
  const [managing, setManaging] = useState(false);

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    const all: Record<string, string | number | undefined> = { currentPage: 1, ...changes };
    for (const [key, value] of Object.entries(all)) {
      // Page 1 is the default, so it stays out of the address.
      if (value === undefined || value === '' || (key === 'currentPage' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };
  const records = list.data?.records ?? [];
  const reload = () => void list.mutate();
  /** The last note of a later page is gone: show the page before it. */
  const afterDelete = () => {
    if (records.length === 1 && query.currentPage > 1) update({ currentPage: query.currentPage - 1 });
    else reload();
  };
  const filtered = Boolean(query.keyword || query.cid);

  return (
    <section className="card p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold">{t('note.title')}</h1>
        <button type="button" className="btn" onClick={() => setManaging(true)} data-testid="note-categories">
          {t('note.manageCategories')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setEditing('new')}
          data-testid="note-new"
        >
          + {t('note.newNote')}
        </button>
      </div>
      <div className="mb-3 flex flex-wrap gap-2">
        <select
          className="input w-full sm:w-48"
          aria-label={t('note.category')}
          value={query.cid ?? ''}
          data-testid="note-category-filter"
          onChange={(event) => update({ cid: event.target.value })}
        >
          <option value="">{t('note.allCategories')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <SearchField
          label={t('note.search')}
          type="search"
          initial={query.keyword}
          maxLength={NOTE_CONSTANTS.keywordMaxLength}
          className="input w-full sm:w-64"
          testId="note-search"
          onSearch={(text) => update({ keyword: text })}
        />
      </div>

      {list.error && !list.data ? (
        <LoadError error={list.error} onRetry={reload} title={t('note.loadFailed')} />
      ) : list.isLoading && !list.data ? (
        <PageLoading />
      ) : records.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500" data-testid="note-empty">
          {t(filtered ? 'note.emptyFiltered' : 'note.empty')}
        </p>
      ) : (
        <NoteRows notes={records} onView={setViewing} onEdit={setEditing} onDeleted={afterDelete} />
      )}
      <Pagination
        page={query.currentPage}
        pageSize={NOTE_CONSTANTS.pageSize}
        total={list.data?.total ?? 0}
        onPageChange={(currentPage) => update({ currentPage })}
      />

      {viewing ? (
        <NoteViewDialog
          note={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setEditing(viewing);
            setViewing(null);
          }}
        />
      ) : null}
      {editing ? (
        <NoteEditorDialog
          note={editing === 'new' ? undefined : editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
      {managing ? (
        <CategoryEditorDialog
          categories={categories.data ?? []}
          onClose={() => setManaging(false)}
          onSaved={(saved) => {
            setManaging(false);
            void categories.mutate(saved, { revalidate: false });
            if (query.cid && !saved.some((category) => category.id === query.cid)) update({ cid: undefined });
            reload();
          }}
        />
      ) : null}
    </section>
  );
}
