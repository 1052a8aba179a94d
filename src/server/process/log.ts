// One JSON object per line, so no request can forge a line: JSON escapes the C0 controls; DEL, the
// C1 controls (8-bit terminal escapes) and the Unicode line separators are escaped here on top.

export type Level = 'info' | 'warn' | 'error';

export const maxLoggedPathLength = 200;

export function capLength(text: string, max = maxLoggedPathLength): string {
  if (text.length <= max) return text;
  // Do not cut a surrogate pair in half (it would log a broken character).
  const end = /[\uD800-\uDBFF]/.test(text[max - 1]!) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

export function formatLogLine(
  level: Level,
  msg: string,
  fields: Record<string, unknown> = {},
  now = new Date(),
): string {
  // level, msg and ts are written last too, so a field can never forge them (key order stays).
  const json = JSON.stringify(Object.assign({ level, msg }, fields, { level, msg, ts: now.toISOString() }));
  return json.replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(write: (line: string) => void = (line) => process.stdout.write(line + '\n')): Logger {
  return {
    info: (msg, fields) => write(formatLogLine('info', msg, fields)),
    warn: (msg, fields) => write(formatLogLine('warn', msg, fields)),
    error: (msg, fields) => write(formatLogLine('error', msg, fields)),
  };
}
