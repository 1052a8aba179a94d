// The install's answers written into the operator's settings file (the update's texts into
// site/texts.env), keeping everything else in it (their other settings, comments, blank lines):
// a setting's line replaced where it is, a new one added at the end. What is written is read
// back by the settings' own reader before it is kept.
import { readSettingsText } from '../settings/settings-file';
import type { Env } from '../settings/setting-table';

/** `NAME=value`, quoted when the value holds anything but plain address characters. */
export function settingLine(name: string, value: string): string {
  if (/^[A-Za-z0-9._:/?=&+@%,-]+$/.test(value)) return `${name}=${value}`;
  return `${name}="${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

/**
 * The settings file's text with `values` set, or the same text when it already says them. Read
 * back with the strict reader: a value it would not read as written throws, nothing written.
 */
export function withSettings(
  text: string,
  values: Readonly<Record<string, string>>,
  shownAs: string,
  names?: readonly string[],
): string {
  const read = (text: string): Env => readSettingsText(text, shownAs, { names }).values;
  const before = read(text);
  const lines = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  for (const [name, value] of Object.entries(values)) {
    if (before[name] === value) continue;
    const at = lines.findIndex((line) => new RegExp(`^\\s*${name}\\s*=`).test(line));
    if (at >= 0) lines[at] = settingLine(name, value);
    else lines.push(settingLine(name, value));
  }
  const after = lines.length === 0 ? '' : `${lines.join('\n')}\n`;
  const written = read(after);
  for (const [name, value] of Object.entries(values)) {
    if (written[name] !== value)
      throw new Error(`${shownAs}: ${name} would be read as ${JSON.stringify(written[name])}`);
  }
  return after;
}
