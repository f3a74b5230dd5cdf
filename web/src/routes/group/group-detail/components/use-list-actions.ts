import { useTranslation } from 'react-i18next';
import type { Page } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { toast } from '@/stores/ui';

interface ListActionsOptions {
  list: { data: Page<unknown> | undefined; mutate: () => unknown };
  page: number;
  setPage: (page: number) => void;
  /** After a change went through and the list is being read again. */
  onChanged?: () => void;
  /** Read the list again after a refusal too: the row may have changed under the viewer. */
  reloadOnFailure?: boolean;
}

/** A group admin table's row actions: report success, read the list again, step back from an emptied page. */
export function useListActions({ list, page, setPage, onChanged, reloadOnFailure }: ListActionsOptions) {
  const { t } = useTranslation();
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
    } catch {
      // The client has already shown the server's message.
      if (reloadOnFailure) void list.mutate();
      return;
    }
    toast('success', t(done));
    void list.mutate();
    onChanged?.();
  };
  const remove = async (question: string, work: () => Promise<unknown>, done: string) => {
    if (!(await confirmAction(question))) return;
    const lastOnPage = list.data?.records.length === 1;
    await act(work, done);
    if (lastOnPage && page > 1) setPage(page - 1);
  };
  return { act, remove };
}
