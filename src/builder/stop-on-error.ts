// How npm run build, dev, status and rollback stop on an error nobody raised on purpose: one
// sentence in the operator's language, framed as the command frames its stops ("Build
// interrompido: …"): a system error (a full disk, a missing permission, a file that is not there, a
// read-only disk) names the file and what to do, anything else says it stopped on an unexpected
// error, its stack after (messages/system-errors.ts). Installed once at the command's start, it
// catches whatever escapes the command's own catches, a rejected top-level await too.
import { stopLines, type SystemErrorContext } from '../messages/system-errors';

/** Every error the command does not catch itself stops it with `stopLines`, exit status 1. */
export function stopOnUncaught(context: SystemErrorContext, frame: (sentence: string) => string): void {
  process.on('uncaughtException', (error) => {
    console.error(stopLines(error, context, frame).join('\n'));
    process.exit(1);
  });
}
