// The settings file's syntax as src/BEHAVIOUR.md documents it ("The settings file's syntax"): its
// example file, read by the real reader, gives exactly the values the document says, and each line
// the document says stops the build does stop it, naming the line and the setting. A document
// claiming another rule for `#` (a bare ` #` starting a comment, say) is planted and must be caught.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigError } from '../../src/settings/settings';
import { parseSettingsFile } from '../../src/settings/settings-file';
import { useLanguage } from '../../src/messages/language';

// These tests match the English messages; the Portuguese default has its own (test/README.md).
useLanguage('en');

const documentPath = join(import.meta.dirname, '..', '..', 'src', 'BEHAVIOUR.md');
const document = readFileSync(documentPath, 'utf8');
const heading = "### The settings file's syntax";
const file = 'site/site.env';

interface Block {
  language: string;
  text: string;
}

/** The fenced blocks of the section under `title`, up to the next heading outside a block, in order. */
function blocksUnder(markdown: string, title: string): Block[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(title);
  if (start === -1) return [];
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (const line of lines.slice(start + 1)) {
    if (open && line.startsWith('```')) {
      blocks.push(open);
      open = null;
    } else if (open) open.text += `${line}\n`;
    else if (line.startsWith('```')) open = { language: line.slice(3).trim(), text: '' };
    else if (/^#{1,6} /.test(line)) break;
  }
  return blocks;
}

/** What the reader says of a file: its values, or the error it stops with. */
function read(text: string): Record<string, string> | string {
  try {
    return parseSettingsFile(text, file) as Record<string, string>;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

const isComment = (line: string) => line.trimStart().startsWith('#');

/** Every way the documented example and its outcome differ from what the real reader does. */
function problemsOf(markdown: string): string[] {
  const blocks = blocksUnder(markdown, heading);
  const languages = blocks.map((block) => block.language).join(', ');
  if (languages !== 'sh, json, sh') {
    const wanted = 'the example file (sh), the values it is read as (json) and the lines that stop (sh)';
    return [`"${heading}" must hold ${wanted}; it holds: ${languages || 'none'}`];
  }
  const [example, values, stopping] = blocks as [Block, Block, Block];
  const problems: string[] = [];
  const exampleLines = example.text.split('\n');
  if (!exampleLines.some(isComment)) problems.push('the example has no comment line');
  const holdsHash = (line: string) => !isComment(line) && line.includes(' #');
  if (!exampleLines.some(holdsHash)) problems.push('the example has no value holding " #"');

  const documented = JSON.parse(values.text) as Record<string, string>;
  const actual = read(example.text);
  if (JSON.stringify(actual) !== JSON.stringify(documented)) {
    const [was, said] = [JSON.stringify(actual), JSON.stringify(documented)];
    problems.push(`the example is read as ${was}, not the documented ${said}`);
  }

  const stoppingLines = stopping.text.split('\n').filter((line) => line.trim() !== '');
  if (stoppingLines.length === 0) problems.push('no stopping line is documented');
  for (const line of stoppingLines) {
    const name = /^([A-Z_]+)=/.exec(line)?.[1] ?? '';
    const outcome = read(`${line}\n`);
    const stopsNamingIt =
      typeof outcome === 'string' && outcome.startsWith(`${file}, line 1: `) && name !== '' && outcome.includes(name);
    if (!line.includes(' #')) problems.push(`the stopping line ${JSON.stringify(line)} holds no " #"`);
    if (!stopsNamingIt) {
      const shown = JSON.stringify(outcome);
      problems.push(`the stopping line ${JSON.stringify(line)} does not stop naming its line and setting: ${shown}`);
    }
  }
  return problems;
}

test('the documented settings file is read by the real reader exactly as the document says', () => {
  assert.equal(problemsOf(document), []);
});

test('a " #" in a quoted value is documented as part of the value', () => {
  const values = JSON.parse(blocksUnder(document, heading)[1]!.text) as Record<string, string>;
  assert.ok(Object.values(values).some((value) => value.includes(' #')), JSON.stringify(values));
});

test('the example shows the quotes an operator types: a \\" inside a value, and curly quotes around one', () => {
  const [example, values] = blocksUnder(document, heading) as [Block, Block];
  assert.match(example.text, /="[^"\n]*\\"/, 'no \\" in a quoted value of the example');
  assert.match(example.text, /=“[^\n]*”/, 'no value in curly quotes in the example');
  const read = Object.values(JSON.parse(values.text) as Record<string, string>);
  assert.ok(read.some((value) => value.includes('"')) && !read.some((value) => /[\\“”]/.test(value)), JSON.stringify(read));
});

test('a document claiming that a bare " #" starts a comment is caught', () => {
  const wrong = document
    .replace('{ "SPONSOR": "maria.souza",', '{ "SOCIAL_PROOF": "off", "SPONSOR": "maria.souza",')
    .replace('SPONSOR=maria.souza\n', 'SOCIAL_PROOF=off # the toast\nSPONSOR=maria.souza\n');
  assert.not.equal(wrong, document, 'the planted claim did not change the document');
  const problems = problemsOf(wrong);
  assert.is(problems.length, 1, problems.join('\n'));
  const refused = /^the example is read as "site\/site\.env, line 2: the value of SOCIAL_PROOF has a # outside quotes/;
  assert.match(problems[0]!, refused);
});

test('a document claiming that a bare " #" line is accepted is caught', () => {
  const stoppingBlock = '```sh\nSOCIAL_PROOF=off # the toast\n';
  assert.ok(document.includes(stoppingBlock), 'the stopping block starts with the SOCIAL_PROOF line');
  const problems = problemsOf(document.replace(stoppingBlock, '```sh\nSOCIAL_PROOF="off" # the toast\n'));
  const accepted = '{"SOCIAL_PROOF":"off"}';
  assert.equal(problems, [
    `the stopping line "SOCIAL_PROOF=\\"off\\" # the toast" does not stop naming its line and setting: ${accepted}`,
  ]);
});

test('a missing example is named', () => {
  assert.match(problemsOf(document.replace(heading, '### Another heading'))[0]!, /holds: none$/);
});

test.run();
