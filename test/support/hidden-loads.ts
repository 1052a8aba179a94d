// Loads esbuild's metafile never records, found in the sources themselves: `createRequire`, a
// `require(` call and an `import()` of anything but a string literal. Outside src/builder/ (and
// test/) they are refused: they would let code reach a module no boundary check can see.
// Comments, strings and regular expressions are blanked first, so a message that mentions
// `require(` is not a load. JSX text is read as code: words like `require(` belong in content/ strings.

export interface HiddenLoad {
  file: string;
  line: number;
  what: string;
}

const loads: Array<[pattern: RegExp, what: string]> = [
  [/\bcreateRequire\b/g, 'createRequire'],
  [/\brequire\s*\(/g, 'require('],
  // After blanking, a literal specifier is an empty pair of quotes: `import('')`.
  [/\bimport\s*\((?!\s*(['"`])\s*\1\s*\))/g, 'import() of a computed specifier'],
];

/** A `/` after one of these (or at the start) begins a regular expression, not a division (`>`: an arrow's body). */
const beforeRegex = /[(,=:[!&|?{};+\-*%~^>]$|^$|\b(?:return|typeof|case|do|else|in|of|void|yield|await)$/;

/**
 * The source with every comment, string body and regular expression replaced by spaces (line
 * breaks kept, so line numbers hold); the code inside `${…}` of a template literal is kept.
 */
export function codeOnly(source: string): string {
  let out = '';
  /** Open template literals and, inside each `${`, the braces opened since. */
  const templates: number[] = [];
  let index = 0;
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  while (index < source.length) {
    const char = source[index]!;
    const rest = source.slice(index, index + 2);
    if (rest === '//' || rest === '/*') {
      const end = rest === '//' ? source.indexOf('\n', index) : source.indexOf('*/', index + 2) + 2;
      const stop = end <= 1 || end === -1 ? source.length : end;
      out += blank(source.slice(index, stop));
      index = stop;
    } else if (char === "'" || char === '"' || (char === '/' && beforeRegex.test(out.trimEnd().slice(-8)))) {
      // A string or a regular expression; neither spans a line, so a stray quote cannot run on.
      let end = index + 1;
      let inClass = false;
      while (end < source.length && source[end] !== '\n') {
        if (source[end] === '\\') end += 1;
        else if (char === '/' && source[end] === '[') inClass = true;
        else if (char === '/' && source[end] === ']') inClass = false;
        else if (source[end] === char && !inClass) break;
        end += 1;
      }
      out += char + blank(source.slice(index + 1, end)) + (source[end] === char ? char : '');
      index = source[end] === char ? end + 1 : end;
    } else if (char === '`' || (char === '}' && templates.at(-1) === 0)) {
      if (char === '}') templates.pop();
      let end = index + 1;
      while (end < source.length && source[end] !== '`' && source.slice(end, end + 2) !== '${') end += source[end] === '\\' ? 2 : 1;
      out += char + blank(source.slice(index + 1, end));
      if (source[end] === '`') {
        out += '`';
        index = end + 1;
      } else {
        out += '${';
        templates.push(0);
        index = end + 2;
      }
    } else {
      if (templates.length > 0 && char === '{') templates[templates.length - 1]! += 1;
      if (templates.length > 0 && char === '}') templates[templates.length - 1]! -= 1;
      out += char;
      index += 1;
    }
  }
  return out;
}

/** Every hidden load in one file's source. */
export function hiddenLoads(file: string, source: string): HiddenLoad[] {
  const code = codeOnly(source);
  const found: HiddenLoad[] = [];
  for (const [pattern, what] of loads) {
    for (const match of code.matchAll(pattern)) {
      found.push({ file, line: code.slice(0, match.index).split('\n').length, what });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** May this file load code in ways the import graph cannot see? Only the build may. */
export const mayLoadHidden = (file: string) => file === 'build.ts' || file.startsWith('src/builder/');

/**
 * Every hidden load outside the build, one line each: the chain of imports from a browser entry
 * when browser code reaches the file (`chainTo`), then the line and what it loads.
 */
export function hiddenLoadViolations(files: Array<[file: string, source: string]>, chainTo: (file: string) => string[]): string[] {
  return files
    .filter(([file]) => !mayLoadHidden(file))
    .flatMap(([file, source]) => hiddenLoads(file, source))
    .map(({ file, line, what }) => `${chainTo(file).join(' → ')} (line ${line}): ${what}, a load no import graph sees; only the build (build.ts, src/builder/) may load code this way`);
}
