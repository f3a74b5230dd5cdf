import { existsSync } from 'node:fs';
import { LANGUAGES, type LanguageSpec } from '@verdict/common';
import { resolveTool, BOX_PATH } from './toolchain';

export interface ResolvedCommand {
  argv: string[];
}

/** A language as this judger runs it: absolute tool paths, mounts and environment settled. */
export interface ResolvedLanguage {
  spec: LanguageSpec;
  compile?: ResolvedCommand & {
    cpuSeconds: number;
    wallSeconds: number;
    memoryMb: number;
    /** Arguments decided at each compile (a precompiled header's directory once it is built). */
    extraArgs?: () => string[];
  };
  run: ResolvedCommand;
  env: Record<string, string>;
  mounts: string[];
}

export interface DisabledLanguage {
  name: string;
  reason: string;
}

/** Environment of every program in a box: nothing from the judger's own environment. */
export function baseBoxEnv(): Record<string, string> {
  return { PATH: BOX_PATH.join(':'), HOME: '/w', TMPDIR: '/tmp', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };
}

function substitute(argv: readonly string[], spec: LanguageSpec): string[] {
  return argv.map((arg) => arg.replaceAll('{src}', spec.src).replaceAll('{exe}', spec.exe));
}

function resolveArgv(argv: string[], mounts: string[]): string[] | string {
  const [program, ...rest] = argv;
  if (program.startsWith('./') || program.startsWith('/w/')) return argv;
  const tool = resolveTool(program);
  if (!tool) return `${program} not found`;
  mounts.push(...tool.mounts);
  return [tool.path, ...rest];
}

export function resolveLanguage(spec: LanguageSpec): ResolvedLanguage | DisabledLanguage {
  const mounts: string[] = [];
  if (!resolveTool(spec.requires))
    return { name: spec.name, reason: `toolchain missing: ${spec.requires} not found` };
  const run = resolveArgv(substitute(spec.run, spec), mounts);
  if (typeof run === 'string') return { name: spec.name, reason: run };
  let compile: ResolvedLanguage['compile'];
  if (spec.compile) {
    const argv = resolveArgv(substitute(spec.compile.command, spec), mounts);
    if (typeof argv === 'string') return { name: spec.name, reason: argv };
    compile = { ...spec.compile, argv };
  }
  return {
    spec,
    compile,
    run: { argv: run },
    env: { ...baseBoxEnv(), ...(spec.env ?? {}) },
    mounts: [...new Set([...mounts, ...(spec.hostFolders ?? []).filter((folder) => existsSync(folder))])],
  };
}

/** The run command for a program judged under the given memory limit (`{memoryMb}` filled in). */
export function runArgv(language: ResolvedLanguage, memoryLimitKb: number): string[] {
  const memoryMb = String(Math.floor(memoryLimitKb / 1024));
  return language.run.argv.map((arg) => arg.replaceAll('{memoryMb}', memoryMb));
}

export function isResolved(value: ResolvedLanguage | DisabledLanguage): value is ResolvedLanguage {
  return 'spec' in value;
}

/** Every language of the common table, resolved against this host. */
export function resolveAllLanguages(names?: readonly string[]): {
  available: ResolvedLanguage[];
  disabled: DisabledLanguage[];
} {
  const wanted = names ? LANGUAGES.filter((l) => names.includes(l.name)) : LANGUAGES;
  const available: ResolvedLanguage[] = [];
  const disabled: DisabledLanguage[] = [];
  for (const spec of wanted) {
    const resolved = resolveLanguage(spec);
    if (isResolved(resolved)) available.push(resolved);
    else disabled.push(resolved);
  }
  return { available, disabled };
}
