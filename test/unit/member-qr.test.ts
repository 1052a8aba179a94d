// A team member's QR code (npm run qr -- --member maria [campaign]): it leads to their link-in-bio page on
// the live build's SITE_URL, with the campaign when given; both images, scanned as a phone's camera would,
// give that address; each member's codes have a folder of their own; a slug the live build does not
// publish is refused, naming the members nearest to it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildInfo } from '../../src/contracts/site-format';
import { useLanguage } from '../../src/messages/language';
import { liveMemberName, memberQrAddress, memberQrPlace } from '../../src/builder/qr/member-qr';
import { writeQrImages } from '../../src/builder/qr/qr-code';
import { scan } from '../support/qr-scan';

test('the address: SITE_URL/<slug>/bio, with ?c=<campaign> only when one is given', () => {
  assert.is(memberQrAddress('https://loja.example.com.br/', 'maria', null), 'https://loja.example.com.br/maria/bio');
  assert.is(memberQrAddress('https://loja.example.com.br', 'ana-paula', 'feira'), 'https://loja.example.com.br/ana-paula/bio?c=feira');
});

test('the files: site/qr/equipe/<slug>/qr-bio(.svg|.png), and qr-bio-<campaign> for a campaign', () => {
  assert.equal(memberQrPlace('/site/qr', 'maria', null), { folder: '/site/qr/equipe/maria', svg: 'qr-bio.svg', png: 'qr-bio.png' });
  assert.equal(memberQrPlace('/site/qr', 'maria', 'bio'), { folder: '/site/qr/equipe/maria', svg: 'qr-bio-bio.svg', png: 'qr-bio-bio.png' });
});

test('both images of a member\'s code scan to their address', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'member-qr-'));
  try {
    const address = memberQrAddress('https://loja.example.com.br/', 'maria', 'feira-sabado');
    const place = memberQrPlace(folder, 'maria', 'feira-sabado');
    const files = await writeQrImages(address, place.folder, place);
    assert.is(files.png, join(folder, 'equipe', 'maria', 'qr-bio-feira-sabado.png'));
    assert.is(await scan(await readFile(files.png)), 'https://loja.example.com.br/maria/bio?c=feira-sabado');
    assert.is(await scan(await readFile(files.svg), { density: 150 }), 'https://loja.example.com.br/maria/bio?c=feira-sabado');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

const live = { members: { maria: { name: 'Maria Souza' }, mario: { name: 'Mário Dias' }, joana: { name: 'Joana' } } } as unknown as BuildInfo;

test('a member of the live build is named; anyone else is refused in Portuguese with the nearest slugs', () => {
  useLanguage('pt-BR');
  assert.equal(liveMemberName(live, 'maria'), { name: 'Maria Souza' });
  assert.equal(liveMemberName(live, 'marai'), {
    error: '"marai" não é um membro do site no ar (os arquivos de site/equipe/ publicados pelo último npm run build). Quis dizer: maria, mario? Membros: joana, maria, mario.',
  });
  const none = liveMemberName({} as BuildInfo, 'maria');
  assert.ok('error' in none && none.error.includes('O site no ar não tem nenhum membro'), JSON.stringify(none));
});

test.run();
