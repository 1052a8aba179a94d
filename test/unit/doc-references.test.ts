// The documents stay true to the tree: every markdown link and anchor leads somewhere, every source
// path a comment or a document names exists (and a line reference is inside its file), and no
// comment or document sends the reader to an issue number or a work history instead of the reason;
// a section of the README a message sends the operator to is one of its headings. Each kind of problem is planted in memory over the real tree and must be named by file and line.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { anchors, comments, formatProblems, readTree, referenceProblems, type Tree } from '../support/doc-references';

const root = join(import.meta.dirname, '..', '..');
const tree = readTree(root);

const baseline = new Set(formatProblems(referenceProblems(tree)).split('\n'));

/**
 * The problems a few lines appended to one real file add (or a file added), each as `file:line:
 * message`: the tree's own problems, if any, are the first test's to report.
 */
function plantedProblems(file: string, lines: string): string[] {
  const original = tree.files.has(file) ? tree.read(file) : '';
  const text = original === '' ? lines : `${original}\n${lines}`;
  const variant: Tree = { files: new Set([...tree.files, file]), read: (path) => (path === file ? text : tree.read(path)) };
  return formatProblems(referenceProblems(variant)).split('\n').filter((line) => line !== '' && !baseline.has(line));
}

/** The line number of the first appended line. */
const after = (file: string) => tree.read(file).split('\n').length + 1;

test('every link, anchor and named path in the documents and comments exists, and no issue number is cited', () => {
  assert.ok(tree.files.has('README.md') && tree.files.has('src/app/main.tsx'), 'the tree is read from the repository root');
  const problems = referenceProblems(tree);
  assert.ok(problems.length === 0, `\n${formatProblems(problems)}`);
});

test('each document keeps to its job and its size: the code map 12 KB, the test guide 20 KB, the operator\'s README 25 KB', () => {
  const limits: Array<[file: string, kilobytes: number]> = [
    ['src/README.md', 12],
    ['test/README.md', 20],
    ['README.md', 25],
  ];
  for (const [file, kilobytes] of limits) {
    const bytes = Buffer.byteLength(tree.read(file));
    assert.ok(bytes <= kilobytes * 1024, `${file} is ${bytes} bytes, over ${kilobytes} KB: move what is not its job to the document that owns it`);
  }
});

test('a planted link to a missing document is named with its file and line', () => {
  assert.equal(plantedProblems('test/README.md', 'See [the old guide](../docs/old-guide.md).'), [
    `test/README.md:${after('test/README.md')}: link to ../docs/old-guide.md: there is no docs/old-guide.md`,
  ]);
});

test('a planted link to a heading that does not exist is named', () => {
  assert.equal(plantedProblems('src/README.md', '[the rules](../test/README.md#no-such-heading), [here](#nor-this)'), [
    `src/README.md:${after('src/README.md')}: link to ../test/README.md#no-such-heading: test/README.md has no heading with the anchor #no-such-heading`,
    `src/README.md:${after('src/README.md')}: link to #nor-this: src/README.md has no heading with the anchor #nor-this`,
  ]);
});

test('a planted stale path in a comment is named, written from the root, the file\'s folder, src/ or bare', () => {
  const table: Array<[string, string]> = [
    ['// Waits for the paint (src/app/boot/waiting.ts).', 'src/app/boot/waiting.ts'],
    ['// Shares names with boot/nowhere.ts.', 'boot/nowhere.ts'],
    ['/* The old lifecycle: lifecycle-old.ts */', 'lifecycle-old.ts'],
    ['// As test/server/gone.test.ts checks.', 'test/server/gone.test.ts'],
  ];
  for (const [comment, path] of table) {
    assert.equal(plantedProblems('src/app/main.tsx', comment), [`src/app/main.tsx:${after('src/app/main.tsx')}: names ${path}, which is not in the repository`], comment);
  }
});

test('paths that exist are accepted, written from the root, the file\'s folder, src/ or bare', () => {
  const comment = '// start.ts, boot/start.ts, src/app/boot/start.ts, ./chunks.ts, ../routes.ts, test/README.md, build.ts:1';
  assert.equal(plantedProblems('src/app/boot/paint.ts', comment), []);
});

test('a section named in a comment must be a heading of that document', () => {
  assert.equal(plantedProblems('src/app/main.tsx', '// The figures (test/bench/PERFORMANCE.md, "Pictures in the build"); README, Configurações.'), [
    `src/app/main.tsx:${after('src/app/main.tsx')}: names the section "Pictures in the build" of test/bench/PERFORMANCE.md, which has no such heading`,
  ]);
  assert.equal(plantedProblems('src/app/main.tsx', '// See README, Fotos.'), []);
  assert.equal(plantedProblems('NEW.md', 'As the README, *Deploys without a drop*, says.'), [
    'NEW.md:1: names the section "Deploys without a drop" of README.md, which has no such heading',
  ]);
});

test('a section of the README named in a message the operator reads must be one of its headings, the message\'s pieces joined', () => {
  const file = 'src/messages/pt-BR/build.ts';
  const message = "export const planted = 'Crie-o (veja o ' +\n  'README, Configuração) e rode de novo.';";
  assert.equal(plantedProblems(file, message), [`${file}:${after(file) + 1}: names the section "Configuração" of README.md, which has no such heading`]);
  assert.equal(plantedProblems(file, "export const planted = 'veja o README, ' +\n  `Configurações`;"), []);
});

test('a line reference past the end of its file is named', () => {
  assert.equal(plantedProblems('src/app/main.tsx', "// The server's first lines (server.ts:9999)."), [
    `src/app/main.tsx:${after('src/app/main.tsx')}: names server.ts:9999, past the end of server.ts`,
  ]);
});

test('a stale path in a document\'s code span is named', () => {
  assert.equal(plantedProblems('src/README.md', '- `boot/booting.ts`: held the video back.'), [
    `src/README.md:${after('src/README.md')}: names boot/booting.ts, which is not in the repository`,
  ]);
});

test('paths in code blocks, runtime paths and the workspace outside the repository are not checked', () => {
  const text = '```sh\nnode test/nowhere.ts\n```\n`dist/server.mjs`, `site/images/logo.png`, `server.mjs`, `../shared/spec/SPEC.md`';
  assert.equal(plantedProblems('NEW.md', text), []);
});

test('an issue number or development history in a comment or a document is named; colours and entities are not', () => {
  const table: Array<[string, string]> = [
    // Spelled in two pieces, so the tree itself cites no issue.
    [`// Held back since issue ${18}.`, `"issue ${18}"`],
    [`// See #${42} for why.`, `"#${42}"`],
    ['// Measured this ' + 'session.', '"this ' + 'session"'],
  ];
  for (const [comment, found] of table) {
    assert.equal(plantedProblems('src/app/main.tsx', comment), [`src/app/main.tsx:${after('src/app/main.tsx')}: ${found}: say what and why, not its history`], comment);
  }
  assert.equal(plantedProblems('src/app/main.tsx', "/* color: #059669; the tab's session; &#39; */"), []);
});

test('anchors are the ones GitHub gives headings', () => {
  const found = anchors('# test/: the tests\n## Running the tests\n### `npm run bench:dev`\n## Running the tests\n```\n# not a heading\n```\n## Pings (and the report)');
  assert.equal([...found], ['test-the-tests', 'running-the-tests', 'npm-run-benchdev', 'running-the-tests-1', 'pings-and-the-report']);
});

test('comments are told from code: a URL or a string is not a comment', () => {
  const source = "const url = 'https://example.com/x.ts';\nrun(); // the entry (main.tsx)\n/* two\n   lines */";
  assert.equal(comments(source), [
    { line: 2, text: ' // the entry (main.tsx)' },
    { line: 3, text: '/* two' },
    { line: 4, text: '   lines */' },
  ]);
});

test.run();
