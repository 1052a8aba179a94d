// Node's system errors in the operator's words, in one place: a full disk (ENOSPC, EDQUOT), a
// missing permission (EACCES, EPERM), a file that is not there (ENOENT), a read-only disk (EROFS), a
// failing disk (EIO), a folder for a file or the reverse (EISDIR, ENOTDIR). The build, status and
// rollback, the server and the report say them with these, instead of Node's English
// ("ENOSPC: no space left on device, copyfile …") or a stack trace. Pure: the command's user and
// folder come from the caller.
import { messages } from './catalogue';

export interface SystemErrorContext {
  /** The command as the operator typed it: "npm run build". */
  command: string;
  /** The user the command runs as, who lacks a permission. */
  user: string;
  /** The project folder: a path inside it is shown from it (.dist-builds/.build.lock). */
  root?: string;
  /** The file the command was writing, when the error names none (a write to an open file). */
  file?: string;
}

/** What Node puts on a system error (fs, net): its code, the call, and the paths it was given. */
interface SystemError {
  code: string;
  syscall?: string;
  path?: string;
  dest?: string;
  message: string;
}

const knownCodes = new Set(['ENOSPC', 'EDQUOT', 'EACCES', 'EPERM', 'ENOENT', 'EROFS', 'EIO', 'EISDIR', 'ENOTDIR']);

/** The error as a system error with a code this module words, or null. */
export function systemErrorOf(error: unknown): SystemError | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && knownCodes.has(code) ? (error as SystemError) : null;
}

/** A path as the operator reads it: from the project folder when inside it. */
function shown(path: string, root: string | undefined): string {
  if (!root) return path;
  const base = root.endsWith('/') ? root : `${root}/`;
  return path.startsWith(base) && path.length > base.length ? path.slice(base.length) : path;
}

/** The file the error is about: a copy's or rename's destination (what could not be written), else its path. */
function fileOf(error: SystemError, context: Pick<SystemErrorContext, 'root' | 'file'>): string {
  const path = (error.code === 'ENOENT' ? error.path : (error.dest ?? error.path)) ?? context.file;
  return path === undefined ? messages().system.someFile : shown(path, context.root);
}

/** The folder a shown path is in ("." for a bare name). */
const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) || '/' : '.');

/** The short reason, for inside another sentence ("o disco está cheio"); a code not worded here, as Node says it. */
export function systemReason(error: unknown): string {
  const reasons = messages().system.reasons;
  const known = systemErrorOf(error);
  if (!known) {
    const { code } = (error ?? {}) as { code?: unknown };
    return typeof code === 'string' ? reasons.other(code) : error instanceof Error ? error.message : String(error);
  }
  switch (known.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return reasons.noSpace;
    case 'EACCES':
    case 'EPERM':
      return reasons.noPermission;
    case 'ENOENT':
      return reasons.missing;
    case 'EROFS':
      return reasons.readOnly;
    case 'EIO':
      return reasons.diskError;
    case 'EISDIR':
      return reasons.isFolder;
    default:
      return reasons.notFolder;
  }
}

/** The reason with the file it is about: "o disco está cheio: dist/index.html". */
export function systemDetail(error: unknown, context: Pick<SystemErrorContext, 'root' | 'file'> = {}): string {
  const known = systemErrorOf(error);
  const reason = systemReason(error);
  return known ? `${reason}: ${fileOf(known, context)}` : reason;
}

/** The whole sentence, naming the file and what to do; null for an error this module does not word. */
export function systemErrorSentence(error: unknown, context: SystemErrorContext): string | null {
  const said = messages().system;
  const known = systemErrorOf(error);
  if (!known) return null;
  const file = fileOf(known, context);
  switch (known.code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return said.noSpace(file, context.command);
    case 'EACCES':
    case 'EPERM':
      return said.noPermission(file, context.user, context.command, folderOf(file));
    case 'ENOENT':
      return said.missing(file, context.command);
    case 'EROFS':
      return said.readOnly(file, context.command);
    case 'EIO':
      return said.diskError(file);
    default:
      return said.wrongKind(file, systemReason(known), context.command);
  }
}

/**
 * What a command prints when it stops on an error nobody raised on purpose: the sentence, framed as
 * the command frames its stops ("Build interrompido: …"); after an unexpected one (not a system
 * error), its stack, for whoever maintains the code.
 */
export function stopLines(
  error: unknown,
  context: SystemErrorContext,
  frame = (sentence: string) => sentence,
): string[] {
  const lines = [frame(errorSentence(error, context))];
  if (!systemErrorOf(error) && error instanceof Error && error.stack) lines.push(error.stack);
  return lines;
}

/**
 * Any error a command stops on, as a sentence: a system error's, or "stopped on an unexpected error"
 * with Node's words as the detail (the stack, if any, is the caller's to print after it).
 */
export function errorSentence(error: unknown, context: SystemErrorContext): string {
  const detail = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  return systemErrorSentence(error, context) ?? messages().system.unexpected(context.command, detail);
}
