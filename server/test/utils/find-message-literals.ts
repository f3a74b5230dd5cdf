import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A user-facing message found in the source; templates have `${…}` parts rendered as `sample`. */
export interface FoundMessage {
  where: string;
  /** The message with every `${…}` part replaced by the sample value. */
  text: string;
  /** The source form, `${…}` parts kept, for reports. */
  source: string;
}

/** A message expression the scan could not follow to its text (e.g. a function's result). */
export interface UnresolvedMessage {
  where: string;
  expression: string;
}

export interface MessageScan {
  messages: FoundMessage[];
  unresolved: UnresolvedMessage[];
}

/** Calls whose argument at the index is a message sent to the client in `msg`. */
const MESSAGE_CALLS: Record<string, number> = {
  badRequest: 0,
  unauthorized: 0,
  forbidden: 0,
  notFound: 0,
  tooManyRequests: 0,
  serviceUnavailable: 0,
  SuccessMessage: 0,
};
const MESSAGE_CONSTRUCTORS: Record<string, number> = {
  AppException: 1,
  EnvelopeResult: 1,
  HttpException: 0,
  BadRequestException: 0,
  UnauthorizedException: 0,
  ForbiddenException: 0,
  NotFoundException: 0,
  ServiceUnavailableException: 0,
};
/** Calls that hand on the message at the index (the translation itself). */
const PASSING_CALLS: Record<string, number> = { translateMessage: 0, localised: 0 };
/** `message: …`, `msg: …`, `lockedMessage: …` (class-validator options, policies, response bodies). */
const MESSAGE_PROPERTY = /^(message|msg|\w+Message)$/;
const MESSAGE_CONSTANT = /(^|_)MESSAGES?$/;
const MAX_DEPTH = 6;

interface Source {
  file: ts.SourceFile;
  path: string;
}

function listSources(root: string): Source[] {
  const sources: Source[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        const text = readFileSync(path, 'utf8');
        const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
        sources.push({ file, path: relative(root, path) });
      }
    }
  };
  walk(root);
  return sources;
}

function nameOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isStringLiteral(node)) return node.text;
  return undefined;
}

/**
 * Walks the server's source for every message it can send in `msg`: the arguments of the
 * exception helpers and of `EnvelopeResult`, `message`-named options and properties, and the
 * `*_MESSAGE(S)` constants. Identifiers are followed to their constant, and a function's
 * parameter to the arguments of that function's calls.
 */
export function findMessageLiterals(root: string, sample = '7'): MessageScan {
  const sources = listSources(root);
  const declarations = new Map<string, ts.Expression[]>();
  const callsByName = new Map<string, ts.CallExpression[]>();
  const sinks: ts.Expression[] = [];

  const remember = (name: string, value: ts.Expression): void => {
    declarations.set(name, [...(declarations.get(name) ?? []), value]);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      remember(node.name.text, node.initializer);
      if (MESSAGE_CONSTANT.test(node.name.text)) sinks.push(node.initializer);
    }
    if (ts.isCallExpression(node)) {
      const name = nameOf(node.expression);
      if (name) callsByName.set(name, [...(callsByName.get(name) ?? []), node]);
      const index = name === undefined ? undefined : MESSAGE_CALLS[name];
      if (index !== undefined && node.arguments[index]) sinks.push(node.arguments[index]);
    }
    if (ts.isNewExpression(node)) {
      const name = nameOf(node.expression);
      const index = name === undefined ? undefined : MESSAGE_CONSTRUCTORS[name];
      if (index !== undefined && node.arguments?.[index]) sinks.push(node.arguments[index]);
    }
    if (ts.isPropertyAssignment(node) && MESSAGE_PROPERTY.test(nameOf(node.name) ?? ''))
      sinks.push(node.initializer);
    if (ts.isShorthandPropertyAssignment(node) && MESSAGE_PROPERTY.test(node.name.text))
      sinks.push(node.name);
    if (ts.isParameter(node) && node.initializer && MESSAGE_PROPERTY.test(nameOf(node.name) ?? ''))
      sinks.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  for (const { file } of sources) visit(file);

  const pathOf = new Map(sources.map(({ file, path }) => [file, path]));
  const whereOf = (node: ts.Node): string => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${pathOf.get(file) ?? file.fileName}:${line + 1}`;
  };

  const messages: FoundMessage[] = [];
  const unresolved: UnresolvedMessage[] = [];
  const seen = new Set<ts.Node>();

  const parameterCallArguments = (identifier: ts.Identifier): ts.Expression[] | undefined => {
    for (let node: ts.Node | undefined = identifier.parent; node; node = node.parent) {
      if (!ts.isFunctionLike(node)) continue;
      const index = node.parameters.findIndex((p) => nameOf(p.name) === identifier.text);
      if (index < 0) continue;
      const parameter = node.parameters[index];
      const owner = ts.isArrowFunction(node) || ts.isFunctionExpression(node) ? node.parent : node;
      const functionName = nameOf((owner as { name?: ts.Node }).name);
      const values = parameter.initializer ? [parameter.initializer] : [];
      for (const call of functionName ? (callsByName.get(functionName) ?? []) : []) {
        if (call.arguments[index]) values.push(call.arguments[index]);
      }
      return values;
    }
    return undefined;
  };

  const propertyOf = (object: ts.Expression, property: string): ts.Expression[] => {
    const found: ts.Expression[] = [];
    for (const value of identifierValues(object)) {
      const literal = stripped(value);
      if (!ts.isObjectLiteralExpression(literal)) continue;
      for (const member of literal.properties)
        if (ts.isPropertyAssignment(member) && nameOf(member.name) === property)
          found.push(member.initializer);
    }
    return found;
  };

  const identifierValues = (node: ts.Expression): ts.Expression[] => {
    if (!ts.isIdentifier(node)) return [];
    return parameterCallArguments(node) ?? declarations.get(node.text) ?? [];
  };

  /** The text of a `${CONSTANT}` part that names one string constant, else undefined. */
  const constantText = (node: ts.Expression): string | undefined => {
    const values = ts.isPropertyAccessExpression(node)
      ? propertyOf(node.expression, node.name.text)
      : ts.isIdentifier(node)
        ? (declarations.get(node.text) ?? [])
        : [];
    const value = values.length === 1 ? stripped(values[0]) : undefined;
    return value && ts.isStringLiteral(value) ? value.text : undefined;
  };

  const resolve = (node: ts.Expression, depth: number): void => {
    const expression = stripped(node);
    if (seen.has(expression) || depth > MAX_DEPTH) return;
    seen.add(expression);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      messages.push({ where: whereOf(expression), text: expression.text, source: expression.text });
    } else if (ts.isTemplateExpression(expression)) {
      let text = expression.head.text;
      let source = expression.head.text;
      for (const span of expression.templateSpans) {
        text += (constantText(span.expression) ?? sample) + span.literal.text;
        source += `\${${span.expression.getText()}}${span.literal.text}`;
      }
      messages.push({ where: whereOf(expression), text, source });
    } else if (ts.isConditionalExpression(expression)) {
      resolve(expression.whenTrue, depth);
      resolve(expression.whenFalse, depth);
    } else if (
      ts.isBinaryExpression(expression) &&
      [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(expression.operatorToken.kind)
    ) {
      resolve(expression.left, depth);
      resolve(expression.right, depth);
    } else if (
      ts.isCallExpression(expression) &&
      PASSING_CALLS[nameOf(expression.expression) ?? ''] !== undefined
    ) {
      const argument = expression.arguments[PASSING_CALLS[nameOf(expression.expression) ?? '']];
      if (argument) resolve(argument, depth);
    } else if (ts.isObjectLiteralExpression(expression)) {
      for (const member of expression.properties)
        if (ts.isPropertyAssignment(member)) resolve(member.initializer, depth + 1);
    } else if (ts.isIdentifier(expression) && expression.text !== 'undefined') {
      const values = identifierValues(expression);
      if (values.length === 0) unresolved.push({ where: whereOf(expression), expression: expression.text });
      for (const value of values) resolve(value, depth + 1);
    } else if (ts.isPropertyAccessExpression(expression)) {
      const values = propertyOf(expression.expression, expression.name.text);
      if (values.length === 0)
        unresolved.push({ where: whereOf(expression), expression: expression.getText() });
      for (const value of values) resolve(value, depth + 1);
    } else if (!isNonText(expression)) {
      unresolved.push({ where: whereOf(expression), expression: expression.getText() });
    }
  };

  for (const sink of sinks) resolve(sink, 0);
  return { messages, unresolved };
}

function stripped(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current)
  )
    current = current.expression;
  return current;
}

/** Numbers, functions and the like: never a message, nothing to report. */
function isNonText(node: ts.Expression): boolean {
  return (
    ts.isNumericLiteral(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword
  );
}
