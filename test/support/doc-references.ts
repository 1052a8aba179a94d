// What the documents and comments point at, checked against the tree: a markdown link (and its
// #anchor) to a file that is not there, a source path in a comment or in a document's `code` that
// names a file that is gone, a section that no heading has, a line reference past the file's end,
// an issue number or development history where the reader needs the reason; and in what the
// operator reads (the message catalogues, src/messages/), a section of the README that no heading has.
// Pure over a `Tree`, so the test can plant a broken reference in memory.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';

export interface Tree {
  /** Every file, relative to the repository root, with forward slashes. */
  files: Set<string>;
  read(path: string): string;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** What git ignores or generates: never read, never a link target. */
const skippedFolders = new Set(['.git', 'node_modules', 'dist', '.dist-builds', '.cache', 'site', 'test/visual/output']);
const sourceFile = /\.(ts|tsx|mjs|css)$/;

export function readTree(root: string): Tree {
  const files = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skippedFolders.has(path) && !entry.name.startsWith('.dist-next-')) walk(path);
      } else files.add(path);
    }
  };
  walk('');
  const texts = new Map<string, string>();
  const read = (path: string) => texts.get(path) ?? texts.set(path, readFileSync(join(root, path), 'utf8')).get(path)!;
  return { files, read };
}

/** Every problem in the tree's documents and source comments. */
export function referenceProblems(tree: Tree): Problem[] {
  const problems: Problem[] = [];
  const folders = foldersOf(tree.files);
  for (const file of [...tree.files].sort()) {
    if (file.endsWith('.md')) problems.push(...markdownProblems(tree, folders, file));
    else if (sourceFile.test(file)) {
      for (const { line, text } of comments(tree.read(file))) problems.push(...textProblems(tree, folders, file, line, text));
    }
    if (messageFile.test(file)) problems.push(...messageSectionProblems(tree, file));
  }
  // A section a comment names is found by both passes over a catalogue: said once.
  const said = new Set<string>();
  return problems.filter((problem) => !said.has(formatProblems([problem])) && said.add(formatProblems([problem])));
}

/** The catalogues: every sentence the operator reads. */
const messageFile = /^src\/messages\/.*\.ts$/;

/**
 * A message's section of the README as the operator reads it: string pieces joined across `' +` line
 * breaks first (a long message is written in pieces), each problem on the line its reference starts.
 */
function messageSectionProblems(tree: Tree, file: string): Problem[] {
  const source = tree.read(file);
  const joint = /(['"`])\s*\+\s*(['"`])/g;
  let text = '';
  const removedBefore: Array<[joinedIndex: number, removed: number]> = [];
  let last = 0;
  let removed = 0;
  for (const match of source.matchAll(joint)) {
    text += source.slice(last, match.index);
    removed += match[0].length;
    removedBefore.push([text.length, removed]);
    last = match.index + match[0].length;
  }
  text += source.slice(last);
  const lineAt = (index: number) => {
    const shift = removedBefore.filter(([at]) => at <= index).at(-1)?.[1] ?? 0;
    return source.slice(0, index + shift).split('\n').length;
  };
  const problems: Problem[] = [];
  for (const match of text.matchAll(sectionReference)) {
    const section = match[3]?.replace(/[`'"]+$/, '').trim();
    if (section && !hasSection(tree.read('README.md'), section)) {
      problems.push({ file, line: lineAt(match.index), message: `names the section "${section}" of README.md, which has no such heading` });
    }
  }
  return problems;
}

export function formatProblems(problems: Problem[]): string {
  return problems.map((problem) => `${problem.file}:${problem.line}: ${problem.message}`).join('\n');
}

function foldersOf(files: Set<string>): Set<string> {
  const folders = new Set<string>(['']);
  for (const file of files) for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) folders.add(folder);
  return folders;
}

/** Comments of a TypeScript, JavaScript or CSS file, with the line each starts on. */
export function comments(source: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  // A comment starts a line or follows a space: a `//` or `/*` inside a string or a URL does not.
  for (const match of source.matchAll(/(?<=^|\s)\/\*[\s\S]*?\*\//gm)) {
    match[0].split('\n').forEach((text, offset) => found.push({ line: lineAt(match.index) + offset, text }));
  }
  source.split('\n').forEach((text, index) => {
    const at = text.search(/(^|\s)\/\/(?!\/)/);
    if (at >= 0) found.push({ line: index + 1, text: text.slice(at) });
  });
  return found.sort((a, b) => a.line - b.line);
}

function markdownProblems(tree: Tree, folders: Set<string>, file: string): Problem[] {
  const problems: Problem[] = [];
  let fenced = false;
  tree.read(file).split('\n').forEach((text, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    const codeSpans = [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const prose = text.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const message = linkProblem(tree, folders, file, match[1]!);
      if (message) problems.push({ file, line, message });
    }
    const words = prose.replace(/\]\([^)]*\)/g, ']');
    problems.push(...textProblems(tree, folders, file, line, codeSpans.map((span) => ` ${span} `).join('') + words));
  });
  return problems;
}

function linkProblem(tree: Tree, folders: Set<string>, file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // https:, mailto:
  const [path = '', anchor] = target.split('#');
  const resolved = path === '' ? file : posix.normalize(path.startsWith('/') ? path.slice(1) : posix.join(dirname(file), path)).replace(/\/$/, '');
  if (!tree.files.has(resolved) && !folders.has(resolved)) return `link to ${target}: there is no ${resolved}`;
  if (anchor !== undefined && resolved.endsWith('.md') && tree.files.has(resolved) && !anchors(tree.read(resolved)).has(anchor)) {
    return `link to ${target}: ${resolved} has no heading with the anchor #${anchor}`;
  }
  return null;
}

/** A document's headings, as written, outside code blocks. */
export function headings(markdown: string): string[] {
  const found: string[] = [];
  let fenced = false;
  for (const text of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading) found.push(heading[1]!);
  }
  return found;
}

/** The anchors GitHub gives a document's headings. */
export function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const heading of headings(markdown)) {
    const slug = heading.toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replace(/ /g, '-');
    let unique = slug;
    for (let n = 1; found.has(unique); n++) unique = `${slug}-${n}`;
    found.add(unique);
  }
  return found;
}

/** Whether a document has a heading that begins with these words (backticks aside). */
function hasSection(markdown: string, section: string): boolean {
  const wanted = section.toLowerCase();
  return headings(markdown).some((heading) => heading.replace(/`/g, '').toLowerCase().startsWith(wanted));
}

/** Paths the code writes or the operator owns, named in prose but never in the repository. */
const runtimePath = /^(\.?\/?)(dist|site|\.dist-builds|\.cache|node_modules)\//;
/** Files the build or the bench writes (`dist/server.mjs` named without its folder). */
const generatedNames = new Set(['server.mjs', 'report.mjs']);
const pathToken = /(?<![\w@/.-])((?:\.{1,2}\/)?(?:[\w@.-]+\/)*[\w@-][\w@.-]*\.(?:tsx?|mjs|css|md))(?::(\d+))?(?![\w/-])/g;
/** A section named in prose: a document's path then its heading in double quotes, or the operator's README then a comma and the heading. */
const sectionReference = /(?<![\w@/.-])([\w@./-]+\.md)[,:]? "([^"]+)"|\bREADME, \*?([A-Z][^),.;:"*]*)/g;
const history =
  /\bissues? (?:#\s?)?\d+|(?<![\w&])#\d+\b(?![;\w])|\bsession \d+|\bsessions? (?:before|ago)\b|\b(?:this|that|last|previous|first|earlier|later) sessions?\b|\bthe session's\b/gi;

function textProblems(tree: Tree, folders: Set<string>, file: string, line: number, text: string): Problem[] {
  const problems: Problem[] = [];
  for (const match of text.matchAll(history)) {
    if (/^#[0-9a-f]{3,8}$/i.test(match[0])) continue; // a colour
    problems.push({ file, line, message: `"${match[0]}": say what and why, not its history` });
  }
  for (const match of text.matchAll(pathToken)) {
    const [, path, lineNumber] = match as unknown as [string, string, string | undefined];
    if (runtimePath.test(path) || path.includes('*')) continue;
    const found = resolvePath(tree, folders, file, path);
    if (!found && outsideRepository(path)) continue;
    if (!found) problems.push({ file, line, message: `names ${path}, which is not in the repository` });
    else if (lineNumber && tree.files.has(found) && tree.read(found).split('\n').length < Number(lineNumber)) {
      problems.push({ file, line, message: `names ${path}:${lineNumber}, past the end of ${found}` });
    }
  }
  for (const match of text.matchAll(sectionReference)) {
    const [, path, quoted, operatorSection] = match as unknown as [string, string | undefined, string | undefined, string | undefined];
    const found = path ? resolvePath(tree, folders, file, path) : 'README.md';
    const section = (quoted ?? operatorSection)!.trim();
    if (found && !hasSection(tree.read(found), section)) problems.push({ file, line, message: `names the section "${section}" of ${found}, which has no such heading` });
  }
  return problems;
}

/** `../shared/…`, read from the root: the workspace around the repository, not ours to check. */
function outsideRepository(path: string): boolean {
  return posix.normalize(path).startsWith('../');
}

/**
 * A path as prose writes it: from the repository root, from the file's folder or one above it, or
 * from `src/`; a bare file name anywhere in the tree.
 */
function resolvePath(tree: Tree, folders: Set<string>, file: string, path: string): string | null {
  if (!path.includes('/')) {
    if (generatedNames.has(path)) return path;
    return [...tree.files].find((candidate) => basename(candidate) === path) ?? null;
  }
  const bases = ['', 'src'];
  for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) bases.push(folder);
  for (const base of bases) {
    const candidate = posix.normalize(posix.join(base, path));
    if (tree.files.has(candidate) || folders.has(candidate)) return candidate;
  }
  return null;
}
