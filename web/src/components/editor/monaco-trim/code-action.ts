/**
 * Stands in for Monaco's code actions, which only the problems hover asks for (its "Quick Fix…"
 * line). The app registers no code action provider, so the real lookup also finds none: the hover
 * says "No quick fixes available" either way.
 */
export const quickFixCommandId = 'editor.action.quickFix';

export const ApplyCodeActionReason = {
  OnSave: 'onSave',
  FromProblemsView: 'fromProblemsView',
  FromCodeActions: 'fromCodeActions',
  FromAILightbulb: 'fromAILightbulb',
  FromProblemsHover: 'fromProblemsHover',
} as const;

export function getCodeActions() {
  return Promise.resolve({
    validActions: [],
    allActions: [],
    documentation: [],
    hasAutoFix: false,
    hasAIFix: false,
    allAIFixes: false,
    dispose() {},
  });
}
