// A built page of dist/ as a DOM document, for tests that read what crawlers and budgets see.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { distDir } from './serve';

export function readBuilt(file: string): string {
  return readFileSync(join(distDir, file), 'utf8');
}

export function parseHtml(html: string): Document {
  const window = new Window();
  window.document.write(html);
  return window.document as unknown as Document;
}

export function parseBuilt(file: string): Document {
  return parseHtml(readBuilt(file));
}
