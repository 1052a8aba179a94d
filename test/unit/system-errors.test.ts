// Node's system errors said as the operator reads them (messages/system-errors.ts): a full disk, a
// missing permission, a file that is not there, a read-only disk, each a sentence in Portuguese
// naming the file (from the project folder) and what to do, never Node's English; the short reason
// that goes inside another line; and an unexpected error said as one, its stack after it. The
// errors are Node's own where this machine can make them (/dev/full, a missing file, a folder), and
// built with Node's fields where it cannot (a root test process has every permission).
import { readFileSync, writeFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { errorSentence, stopLines, systemDetail, systemErrorSentence, systemReason } from '../../src/messages/system-errors';

const root = '/srv/ozonteck';
const build = { command: 'npm run build', user: 'maria', root };

/** The error Node throws for `run`. */
function thrownBy(run: () => unknown): NodeJS.ErrnoException {
  try {
    run();
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
  throw new Error('it did not throw');
}

/** A system error as Node builds it: its English message, code, call and paths. */
const nodeError = (code: string, syscall: string, path: string, dest?: string) =>
  Object.assign(new Error(`${code}: ${syscall} '${path}'${dest ? ` -> '${dest}'` : ''}`), { code, syscall, path, ...(dest ? { dest } : {}) });

test('each common code as a sentence in Portuguese: the file, from the project folder, and what to do', () => {
  useLanguage('pt-BR');
  const table: Array<[NodeJS.ErrnoException, RegExp]> = [
    [nodeError('ENOSPC', 'copyfile', `${root}/static/media/hero.mp4`, `${root}/.dist-builds/x.partial/media/hero.mp4`), /^O disco está cheio: não foi possível gravar \.dist-builds\/x\.partial\/media\/hero\.mp4\. Libere espaço \(df -h .*\) e rode npm run build de novo\.$/],
    [nodeError('EACCES', 'open', `${root}/.dist-builds/.build.lock`), /^O usuário maria não tem permissão para mexer em \.dist-builds\/\.build\.lock\. Rode npm run build com o mesmo usuário que fez os arquivos \(ls -ld \.dist-builds mostra o dono\), ou passe a pasta para maria: sudo chown -R maria \.dist-builds\.$/],
    [nodeError('EPERM', 'rename', `${root}/.dist-next-1`, `${root}/dist`), /^O usuário maria não tem permissão para mexer em dist\. .* sudo chown -R maria \.\.?$/],
    [nodeError('ENOENT', 'open', `${root}/.dist-builds/.build.lock`), /^\.dist-builds\/\.build\.lock não existe \(foi apagado ou movido\?\)\. Confira o caminho e rode npm run build de novo\.$/],
    [nodeError('EROFS', 'mkdir', `${root}/.cache/images`), /^\.cache\/images fica num disco montado só para leitura: nada pode ser gravado nele\. Rode npm run build numa pasta/],
    [nodeError('EIO', 'read', '/var/log/ozonteck/access.log'), /^Erro de leitura ou escrita no disco em \/var\/log\/ozonteck\/access\.log: o disco pode estar com defeito\./],
  ];
  for (const [error, expected] of table) {
    const sentence = systemErrorSentence(error, build);
    assert.match(String(sentence), expected, `${error.code}: ${sentence}`);
    assert.not.match(String(sentence), new RegExp(`${error.code}|${error.syscall}`), 'no word of Node\'s');
  }
});

test("Node's own errors: a write to a full device, a file that is not there, a folder read as a file", () => {
  useLanguage('pt-BR');
  const full = thrownBy(() => writeFileSync('/dev/full', 'x'));
  assert.is(full.code, 'ENOSPC');
  // A write names no path (the file was opened before): the caller says which file it was writing.
  assert.match(String(systemErrorSentence(full, build)), /^O disco está cheio: não foi possível gravar um arquivo\./);
  assert.match(String(systemErrorSentence(full, { ...build, file: '/dev/full' })), /^O disco está cheio: não foi possível gravar \/dev\/full\./);
  const missing = thrownBy(() => readFileSync(`${import.meta.dirname}/nao-existe.txt`));
  assert.match(String(systemErrorSentence(missing, { ...build, root: import.meta.dirname })), /^nao-existe\.txt não existe/);
  const folder = thrownBy(() => readFileSync(import.meta.dirname));
  assert.match(systemDetail(folder), /^é uma pasta, não um arquivo: /);
});

test('the short reason for inside another line; a write to an open file names the file the caller gives', () => {
  useLanguage('pt-BR');
  const write = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', syscall: 'write' });
  assert.is(systemReason(write), 'o disco está cheio');
  assert.is(systemReason(nodeError('EACCES', 'open', '/x')), 'sem permissão para este usuário');
  assert.is(systemReason(Object.assign(new Error('x'), { code: 'EMFILE' })), 'erro do sistema EMFILE');
  assert.match(String(systemErrorSentence(write, { ...build, file: '/var/log/ozonteck/access.log' })), /gravar \/var\/log\/ozonteck\/access\.log\./);
  assert.match(String(systemErrorSentence(write, build)), /gravar um arquivo\./);
  useLanguage('en');
  assert.is(systemReason(write), 'the disk is full');
  assert.match(String(systemErrorSentence(write, build)), /^The disk is full: a file could not be written\. .* run npm run build again\.$/);
  useLanguage('pt-BR');
});

test('an error that is no system error: "parou num erro inesperado" with Node\'s words, then the stack for whoever maintains the code', () => {
  useLanguage('pt-BR');
  const bug = new TypeError("Cannot read properties of undefined (reading 'files')");
  assert.is(systemErrorSentence(bug, build), null);
  assert.match(errorSentence(bug, build), /^npm run build parou num erro inesperado \(Cannot read properties of undefined \(reading 'files'\)\)\. Não é um problema das suas configurações/);
  const lines = stopLines(bug, build, (sentence) => `Build interrompido: ${sentence}`);
  assert.is(lines.length, 2);
  assert.match(lines[0]!, /^Build interrompido: npm run build parou num erro inesperado/);
  assert.match(lines[1]!, /^TypeError: Cannot read properties/);
  // A system error needs no stack: the sentence says it all.
  assert.equal(stopLines(nodeError('ENOSPC', 'write', `${root}/dist/index.html`), build).length, 1);
});

test.run();
