import type { OnMount } from '@monaco-editor/react';
import { bracketsBalance, CLOSER_OF, OPENER_OF } from './bracket-balance';

type EditorInstance = Parameters<OnMount>[0];
type Monaco = Parameters<OnMount>[1];

/** How many auto-inserted pairs are remembered; older ones are forgotten first. */
const MOST_PAIRS = 256;
/** What typing a closing bracket changes: the bracket, after the indentation the editor fixed. */
const TYPED_CLOSER = /^[ \t]*[}\])]$/;

/**
 * Typing `{` inserts `{}`; Enter then moves the `}` to a line of its own, and Monaco no longer
 * lets the `}` the user types later overtype it, so a learner who types the block in full ends
 * up with two `}` and a compile error. This makes a typed closing bracket take the place of the
 * auto-inserted one when only white space lies between them and both answer the same opener:
 * the text reads as if the closer had been typed once.
 */
export function overtypeMovedClosingBrackets(editor: EditorInstance, monaco: Monaco) {
  // Decoration ids of each auto-inserted pair: they follow the brackets through edits.
  let pairs: { open: string; close: string }[] = [];

  const rangeOf = (id: string) => editor.getModel()?.getDecorationRange(id) ?? null;
  const forget = (dropped: typeof pairs) => {
    const ids = dropped.flatMap((pair) => [pair.open, pair.close]);
    editor.getModel()?.deltaDecorations(ids, []);
    pairs = pairs.filter((pair) => !dropped.includes(pair));
  };

  const remember = (line: number, column: number, versionId: number) => {
    const model = editor.getModel();
    if (!model || model.getVersionId() !== versionId) return;
    const mark = (at: number) => ({
      range: new monaco.Range(line, at, line, at + 1),
      options: { stickiness: monaco.editor.TrackedRangeStickiness.NeverGrowsWhenTypingAtEdges },
    });
    const [open, close] = model.deltaDecorations([], [mark(column), mark(column + 1)]);
    pairs.push({ open, close });
    if (pairs.length > MOST_PAIRS) forget(pairs.slice(0, pairs.length - MOST_PAIRS));
  };

  const merge = (line: number, column: number, versionId: number) => {
    const model = editor.getModel();
    if (!model || model.getVersionId() !== versionId) return;
    const closer = model.getValueInRange(new monaco.Range(line, column, line, column + 1));
    const opener = OPENER_OF[closer];
    if (!opener) return;
    const typedEnd = model.getOffsetAt({ lineNumber: line, column: column + 1 });
    // The nearest remembered closer after the typed one, still in its place and still a closer.
    let nearest: { pair: (typeof pairs)[number]; offset: number } | null = null;
    for (const pair of pairs) {
      const close = rangeOf(pair.close);
      if (!close || model.getValueInRange(close) !== closer) continue;
      const offset = model.getOffsetAt(close.getStartPosition());
      if (offset >= typedEnd && (!nearest || offset < nearest.offset)) nearest = { pair, offset };
    }
    const open = nearest && rangeOf(nearest.pair.open);
    if (!nearest || !open || model.getValueInRange(open) !== opener) return;
    const { pair, offset } = nearest;
    const between = model.getValueInRange(
      monaco.Range.fromPositions(model.getPositionAt(typedEnd), model.getPositionAt(offset)),
    );
    const inside = model.getValueInRange(
      monaco.Range.fromPositions(open.getEndPosition(), { lineNumber: line, column }),
    );
    if (/\S/.test(between) || !bracketsBalance(inside, opener, model.getLanguageId() === 'python')) return;
    forget([pair]);
    const kept = model.getPositionAt(offset);
    // A closer alone on its line gives way, line and all, to the remembered one, which Enter gave
    // the opener's indentation (re-indenting the typed one can lag behind fast typing).
    const ownLines =
      kept.lineNumber > line &&
      model.getLineFirstNonWhitespaceColumn(line) === column &&
      model.getLineFirstNonWhitespaceColumn(kept.lineNumber) === kept.column;
    const from = ownLines ? { lineNumber: line, column: 1 } : { lineNumber: line, column };
    const to = ownLines ? { lineNumber: kept.lineNumber, column: 1 } : kept;
    const caret = ownLines ? kept.column + 1 : column + 1;
    editor.executeEdits(
      'closing-bracket-overtype',
      [{ range: monaco.Range.fromPositions(from, to), text: '' }],
      [new monaco.Selection(line, caret, line, caret)],
    );
  };

  // Decorations and edits wait until Monaco has finished the keystroke (it allows neither from
  // inside its change event); the microtask still runs before the next key arrives.
  return editor.onDidChangeModelContent((event) => {
    if (event.isFlush) pairs = [];
    if (event.isFlush || event.isUndoing || event.isRedoing || event.changes.length !== 1) return;
    const [change] = event.changes;
    const { startLineNumber: line, startColumn: column } = change.range;
    if (
      change.rangeLength === 0 &&
      change.text.length === 2 &&
      CLOSER_OF[change.text[0]] === change.text[1]
    ) {
      queueMicrotask(() => remember(line, column, event.versionId));
    } else if (TYPED_CLOSER.test(change.text) && editor.getSelections()?.length === 1) {
      const at = column + change.text.length - 1;
      queueMicrotask(() => merge(line, at, event.versionId));
    }
  });
}
