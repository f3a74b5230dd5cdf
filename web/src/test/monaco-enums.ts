import type { MonacoEnums } from '@/components/editor/language-server/convert/monaco-enums';

/**
 * Monaco 0.57's enum values, for conversion tests that should not load the editor (seconds). Its
 * completion kinds are numbered unlike LSP's, and `Tool` (27) sits before `Snippet` (28).
 */
export const MONACO_ENUMS = {
  CompletionItemKind: {
    Method: 0,
    Function: 1,
    Constructor: 2,
    Field: 3,
    Variable: 4,
    Class: 5,
    Struct: 6,
    Interface: 7,
    Module: 8,
    Property: 9,
    Event: 10,
    Operator: 11,
    Unit: 12,
    Value: 13,
    Constant: 14,
    Enum: 15,
    EnumMember: 16,
    Keyword: 17,
    Text: 18,
    Color: 19,
    File: 20,
    Reference: 21,
    Customcolor: 22,
    Folder: 23,
    TypeParameter: 24,
    User: 25,
    Issue: 26,
    Tool: 27,
    Snippet: 28,
  },
  CompletionItemInsertTextRule: { None: 0, KeepWhitespace: 1, InsertAsSnippet: 4 },
  CompletionItemTag: { Deprecated: 1 },
  MarkerSeverity: { Hint: 1, Info: 2, Warning: 4, Error: 8 },
  MarkerTag: { Unnecessary: 1, Deprecated: 2 },
} as unknown as MonacoEnums;
