import { join } from 'node:path';
import ts from 'typescript';

/** A route handler whose return type reaches an entity class: `Controller.method → Entity`. */
export interface EntityResponse {
  controller: string;
  method: string;
  entity: string;
  /** Where the entity was met, e.g. `Promise<…> → data → [] → user`. */
  path: string;
}

export interface EntityResponseScan {
  /** `Controller.method` of every route handler checked. */
  handlers: string[];
  /** Names of the classes decorated `@Entity` that the program holds. */
  entities: string[];
  found: EntityResponse[];
}

/** Nest's route decorators, and `PostOk` (a POST answering 200, in common/http). */
const ROUTE_DECORATORS = new Set([
  'Get',
  'Post',
  'Put',
  'Delete',
  'Patch',
  'All',
  'Head',
  'Options',
  'Sse',
  'PostOk',
]);
/** How deep the walk follows type arguments, members and properties. */
const MAX_DEPTH = 8;

function decoratorNames(node: ts.Node): string[] {
  if (!ts.canHaveDecorators(node)) return [];
  return (ts.getDecorators(node) ?? []).flatMap((decorator) => {
    const call = decorator.expression;
    const target = ts.isCallExpression(call) ? call.expression : call;
    return ts.isIdentifier(target) ? [target.text] : [];
  });
}

function isEntityClass(declaration: ts.Declaration): boolean {
  return ts.isClassDeclaration(declaration) && decoratorNames(declaration).includes('Entity');
}

const libraryFiles = new Map<string, ts.SourceFile | undefined>();

/** The standard library's files, parsed once for all the in-memory programs. */
function libraryFile(
  host: ts.CompilerHost,
  name: string,
  target: ts.ScriptTarget | ts.CreateSourceFileOptions,
): ts.SourceFile | undefined {
  if (!libraryFiles.has(name)) libraryFiles.set(name, host.getSourceFile(name, target));
  return libraryFiles.get(name);
}

/** A program of in-memory files (name → text) under `/virtual/`, for tests of the scan itself. */
export function loadVirtualProgram(files: Record<string, string>): ts.Program {
  const options: ts.CompilerOptions = {
    strict: true,
    experimentalDecorators: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const sources = new Map(
    Object.entries(files).map(([name, text]) => [
      `/virtual/${name}`,
      ts.createSourceFile(`/virtual/${name}`, text, ts.ScriptTarget.Latest, true),
    ]),
  );
  return ts.createProgram({
    rootNames: [...sources.keys()],
    options,
    host: {
      ...host,
      fileExists: (name) => sources.has(name) || host.fileExists(name),
      directoryExists: (name) => name.startsWith('/virtual') || (host.directoryExists?.(name) ?? false),
      readFile: (name) => sources.get(name)?.text ?? host.readFile(name),
      getSourceFile: (name, target) => sources.get(name) ?? libraryFile(host, name, target),
    },
  });
}

/** Loads the server's program from its tsconfig: every non-spec file under `src/`. */
export function loadServerProgram(serverRoot: string): ts.Program {
  const configPath = join(serverRoot, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, serverRoot, undefined, configPath);
  const srcDir = join(serverRoot, 'src');
  const rootNames = parsed.fileNames.filter((file) => file.startsWith(srcDir) && !file.endsWith('.spec.ts'));
  return ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true } });
}

/**
 * Every route handler of every `@Controller` class whose declared or inferred return type reaches
 * a class decorated `@Entity`: through Promise and other generic type arguments, arrays, unions,
 * intersections, index signatures and the properties of object types, down to MAX_DEPTH.
 * Library types (the standard library, node_modules) are crossed through their type arguments
 * only, never their members.
 */
export function findEntityResponses(program: ts.Program, sourceRoot: string): EntityResponseScan {
  const checker = program.getTypeChecker();
  const handlers: string[] = [];
  const entities = new Set<string>();
  const found: EntityResponse[] = [];

  const isLibrary = (declaration: ts.Declaration): boolean => {
    const file = declaration.getSourceFile();
    return program.isSourceFileDefaultLibrary(file) || file.fileName.includes('/node_modules/');
  };

  const entityOf = (type: ts.Type): string | undefined => {
    const symbol = type.getSymbol() ?? type.aliasSymbol;
    const declaration = symbol?.declarations?.find(isEntityClass);
    return declaration && symbol ? symbol.getName() : undefined;
  };

  const walk = (
    type: ts.Type,
    path: string,
    depth: number,
    seen: Set<ts.Type>,
    report: (entity: string, path: string) => void,
  ): void => {
    if (depth > MAX_DEPTH || seen.has(type)) return;
    seen.add(type);
    const entity = entityOf(type);
    if (entity) {
      report(entity, path);
      return;
    }
    if (type.isUnionOrIntersection()) {
      for (const member of type.types) walk(member, path, depth + 1, seen, report);
      return;
    }
    const typeArguments = [
      ...(type.aliasTypeArguments ?? []),
      ...(type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference
        ? checker.getTypeArguments(type as ts.TypeReference)
        : []),
    ];
    const name = (type.aliasSymbol ?? type.getSymbol())?.getName() ?? checker.typeToString(type);
    for (const argument of typeArguments) walk(argument, `${path}${name}<…> → `, depth + 1, seen, report);
    if (!(type.flags & ts.TypeFlags.Object)) return;
    const declarations = (type.getSymbol() ?? type.aliasSymbol)?.declarations ?? [];
    if (declarations.some(isLibrary)) return;
    for (const info of checker.getIndexInfosOfType(type)) {
      walk(info.type, `${path}[key] → `, depth + 1, seen, report);
    }
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (declaration && isLibrary(declaration)) continue;
      const propertyType = declaration
        ? checker.getTypeOfSymbolAtLocation(property, declaration)
        : checker.getDeclaredTypeOfSymbol(property);
      walk(propertyType, `${path}${property.getName()} → `, depth + 1, seen, report);
    }
  };

  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !file.fileName.startsWith(sourceRoot)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) && node.name) {
        if (isEntityClass(node)) entities.add(node.name.text);
        if (decoratorNames(node).includes('Controller')) {
          const controller = node.name.text;
          for (const member of node.members) {
            if (!ts.isMethodDeclaration(member) || !member.name) continue;
            if (!decoratorNames(member).some((name) => ROUTE_DECORATORS.has(name))) continue;
            const method = member.name.getText(file);
            handlers.push(`${controller}.${method}`);
            const signature = checker.getSignatureFromDeclaration(member);
            if (!signature) continue;
            const reported = new Set<string>();
            walk(checker.getReturnTypeOfSignature(signature), '', 0, new Set(), (entity, path) => {
              if (reported.has(entity)) return;
              reported.add(entity);
              found.push({ controller, method, entity, path: path.replace(/ → $/, '') });
            });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { handlers, entities: [...entities].sort(), found };
}

/** `Controller.method → Entity (via path)` lines for a failure report. */
export function describeEntityResponses(found: EntityResponse[]): string[] {
  return found.map(({ controller, method, entity, path }) =>
    path ? `${controller}.${method} → ${entity} (via ${path})` : `${controller}.${method} → ${entity}`,
  );
}
