// The team's sites as an operator runs them, with real `build.ts` in a scratch copy of the project
// and the server over its dist/: members published from site/equipe/, one member's mistake failing
// that member alone (named on the build's last lines, their last good pages kept live), a fixed
// file publishing them, a removed member's addresses sending visitors to / with the campaign kept,
// in later builds too, and each member's pings counted only with that member's own destination.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyProject, realLeads, removeCopy, runBuild, writeSettings } from '../support/project-copy';
import { serve } from '../support/serve';
import { fromOwnPage } from '../support/ping-headers';
import { missingNginx, startNginx } from '../support/nginx';
import { testOrSkip } from '../support/skip';

const team = suite<{ copy: string }>("the team's sites");

team.before(async (context) => {
  context.copy = await copyProject('team-');
  await writeSettings(context.copy, { ...realLeads, SITE_URL: 'https://negocios-da-ana.com.br' });
  await mkdir(join(context.copy, 'site', 'equipe'));
});
team.after(async ({ copy }) => {
  if (copy) await removeCopy(copy);
});

const member = (name: string, sponsor: string, number: string, extra = '') =>
  `NAME=${name}\nSPONSOR=${sponsor}\nREGISTER_URL=https://escritorio.ozonteck-teste.com.br/cadastro\nWHATSAPP_NUMBER=${number}\n${extra}`;
const writeMember = (copy: string, slug: string, text: string) => writeFile(join(copy, 'site', 'equipe', `${slug}.env`), text);
const json = async (copy: string, file: string) => JSON.parse(await readFile(join(copy, 'dist', file), 'utf8'));
const register = (sponsor: string) => `https://escritorio.ozonteck-teste.com.br/cadastro?sponsor=${sponsor}`;

async function build(copy: string): Promise<string[]> {
  const result = await runBuild(copy);
  // A member's mistake never fails the build: `npm run build && systemctl reload` still reloads.
  assert.is(result.code, 0, result.stderr);
  return result.stdout.trimEnd().split('\n');
}

team('members publish; a bad number fails that member alone, named last; the others change; fixed, it publishes', async ({ copy }) => {
  await writeMember(copy, 'bia', member('Bia Lima', 'bia.lima', '+55 51 98111-2222'));
  await writeMember(copy, 'joao', member('João Reis', 'joao.reis', '+55 51 98333-4444', 'SITEMAP=off\n'));
  await build(copy);
  const first = await json(copy, 'headers.json');
  assert.equal((await json(copy, 'build.json')).members, { bia: { name: 'Bia Lima' }, joao: { name: 'João Reis' } });
  assert.is(first.pages['/bia'], 'equipe/bia/index.html');
  assert.is(first.saveDataPages['equipe/bia/bio.html'], 'equipe/bia/bio.save-data.html');
  assert.is(first.memberPingDestinations.bia.cadastro, register('bia.lima'));
  assert.is(first.callsToAction['bia/hero/cadastro'], '/bia');
  const sitemap = await readFile(join(copy, 'dist', 'sitemap.xml'), 'utf8');
  assert.ok(sitemap.includes('https://negocios-da-ana.com.br/bia/bio</loc>'), sitemap);
  assert.not.ok(sitemap.includes('/joao'), 'SITEMAP=off leaves joao out');
  for (const file of ['index.html', 'bio.html', 'bio.save-data.html']) {
    const html = await readFile(join(copy, 'dist', 'equipe', 'bia', file), 'utf8');
    assert.ok(html.includes(register('bia.lima').replace(/&/g, '&amp;')), `${file}: Bia's registration link`);
    assert.ok(html.includes('https://wa.me/5551981112222'), `${file}: Bia's WhatsApp`);
    assert.ok(html.includes('Bia Lima'), `${file}: Bia's name`);
    for (const operator of [`sponsor=${realLeads.SPONSOR}`, realLeads.WHATSAPP_NUMBER])
      assert.not.ok(html.includes(operator), `${file}: the operator's ${operator}`);
  }

  await writeMember(copy, 'bia', member('Bia Lima', 'bia.lima', '123'));
  await writeMember(copy, 'joao', member('João Pedro Reis', 'joao.reis', '+55 51 98333-4444'));
  const lines = await build(copy);
  const named = lines.slice(-3).join('\n');
  assert.match(named, /MEMBER NOT UPDATED: site\/equipe\/bia\.env, line 4: WHATSAPP_NUMBER "123" has 3 digits.*Their previous pages stay live/);
  const second = await json(copy, 'headers.json');
  assert.equal(second.files['equipe/bia/index.html'], first.files['equipe/bia/index.html'], "bia's last good page");
  assert.equal(second.memberPingDestinations.bia, first.memberPingDestinations.bia);
  assert.equal((await json(copy, 'build.json')).members.joao, { name: 'João Pedro Reis' });
  assert.ok((await readFile(join(copy, 'dist', 'sitemap.xml'), 'utf8')).includes('/joao</loc>'), 'joao back in the sitemap');

  await writeMember(copy, 'bia', member('Bia Lima', 'bia.lima', '+55 51 98111-9999'));
  const fixed = await build(copy);
  assert.not.match(fixed.join('\n'), /MEMBER NOT UPDATED/);
  assert.match((await json(copy, 'headers.json')).memberPingDestinations.bia.whatsapp, /^https:\/\/wa\.me\/5551981119999\?/);
});

team("a removed member's addresses answer 301 to / with the campaign kept, in later builds and nginx's config too", async ({ copy }) => {
  await rm(join(copy, 'site', 'equipe', 'joao.env'));
  const lines = await build(copy);
  assert.match(lines.join('\n'), /\/joao left the team/);
  await build(copy);
  const rules = await json(copy, 'headers.json');
  assert.equal(rules.removedMembers, ['joao']);
  assert.equal((await json(copy, 'build.json')).removedMembers, ['joao']);
  assert.is(rules.pages['/joao'], undefined);
  const nginx = await readFile(join(copy, 'dist', 'nginx.conf'), 'utf8');
  assert.match(nginx, /location ~\* \^\/joao\(\?:\/bio\)\?\[\/\.\]\?\$ \{\n(?:    add_header [^\n]+\n)+    return 301 \/\$is_args\$args;\n\}/);
  assert.ok((await readFile(join(copy, 'dist', '_redirects'), 'utf8')).includes('/joao / 301\n'));
  const served = await serve({ site: join(copy, 'dist') });
  try {
    const expected = [['/joao?c=flyer', '/?c=flyer'], ['/joao/bio', '/'], ['/joao/bio?c=qr&x=1', '/?c=qr&x=1'], ['/JOAO/Bio.', '/'],
      // A live member's near misses, as the operator's: another case, a trailing slash or dot.
      ['/Bia', '/bia'], ['/bia/?c=ig', '/bia?c=ig'], ['/BIA/Bio.', '/bia/bio']];
    for (const [path, location] of expected) {
      const response = await fetch(served.url + path, { redirect: 'manual' });
      assert.is(response.status, 301, path);
      assert.is(response.headers.get('location'), location, path);
    }
    assert.is((await fetch(`${served.url}/bia`)).status, 200);
  } finally {
    await served.close();
  }
});

team("a member's ping counts only with that member's destination, never the operator's", async ({ copy }) => {
  const served = await serve({ site: join(copy, 'dist') });
  const ping = (id: string, pingTo: string) =>
    fetch(`${served.url}/ping/${id}`, { method: 'POST', headers: { 'Content-Type': 'text/ping', 'Ping-To': pingTo, ...fromOwnPage }, body: 'PING' });
  try {
    assert.is((await ping('bia/hero/cadastro', register('bia.lima'))).status, 204);
    assert.is((await ping('bia/hero/cadastro', register(realLeads.SPONSOR))).status, 403);
    assert.is((await ping('hero/cadastro', register('bia.lima'))).status, 403);
    assert.is((await ping('hero/cadastro', register(realLeads.SPONSOR))).status, 204);
    assert.is((await ping('joao/hero/cadastro', register('joao.reis'))).status, 404, 'a removed member has no ids');
  } finally {
    await served.close();
  }
});

testOrSkip(team, "nginx answers the team's pages, removed members and pings as the Node server does", missingNginx, async ({ copy }) => {
  const dist = join(copy, 'dist');
  const [node, nginx] = [await serve({ site: dist }), await startNginx(dist)];
  try {
    assert.is(nginx!.checkOutput, '', `nginx -t warned: ${nginx!.checkOutput}`);
    const requests: Array<[string, RequestInit]> = [
      ...['/bia', '/bia/bio', '/bia/bio?c=qr', '/Bia/', '/BIA/Bio.', '/joao?c=flyer', '/joao/bio', '/Joao/', '/equipe/bia/index.html', '/outra'].flatMap(
        (path) => [{}, { 'Save-Data': 'on' }].map((saving) => [path, { headers: { 'Accept-Encoding': 'gzip', ...saving } }] as [string, RequestInit]),
      ),
      ...[register('bia.lima'), register(realLeads.SPONSOR)].map((pingTo) => [
        '/ping/bia/bio/cadastro',
        { method: 'POST', headers: { 'Content-Type': 'text/ping', 'Ping-To': pingTo, ...fromOwnPage }, body: 'PING' },
      ] as [string, RequestInit]),
    ];
    for (const [path, init] of requests) {
      const [fromNode, fromNginx] = await Promise.all([node.url, nginx!.url].map((base) => fetch(base + path, { ...init, redirect: 'manual' })));
      const what = `${init.method ?? 'GET'} ${path} ${JSON.stringify(init.headers)}`;
      assert.is(fromNginx.status, fromNode.status, `${what}: status`);
      // A page file under its own name is a 404 from both, nginx's with the 404 page as for /bio.html.
      if (fromNode.status === 404) continue;
      for (const name of ['location', 'vary', 'content-encoding', 'cache-control'])
        assert.is(fromNginx.headers.get(name), fromNode.headers.get(name), `${what}: ${name}`);
      if (fromNode.status === 200) assert.is(await fromNginx.text(), await fromNode.text(), `${what}: body`);
    }
  } finally {
    await Promise.all([node.close(), nginx?.stop()]);
  }
});

team("a photo goes on the member's card in three small squares; one that cannot be read fails that member alone", async ({ copy }) => {
  const equipe = join(copy, 'site', 'equipe');
  await copyFile(join(copy, 'static', 'images', 'og-image-square.jpg'), join(equipe, 'bia.jpg'));
  await writeMember(copy, 'caio', member('Caio Prado', 'caio.prado', '+55 51 98555-6666'));
  await build(copy);
  const photos = Object.keys((await json(copy, 'headers.json')).publicFiles).filter((path) => path.startsWith('/assets/equipe-bia-'));
  assert.equal(photos.map((path) => path.replace(/\.[\w-]{8}\./, '.*.')).sort(), [
    '/assets/equipe-bia-112.*.avif', '/assets/equipe-bia-112.*.webp', '/assets/equipe-bia-168.*.avif',
    '/assets/equipe-bia-168.*.webp', '/assets/equipe-bia-56.*.avif', '/assets/equipe-bia-56.*.webp',
  ]);
  const card = await readFile(join(copy, 'dist', 'equipe', 'bia', 'index.html'), 'utf8');
  assert.ok(card.includes(photos.find((path) => path.includes('-56.') && path.endsWith('.webp'))!), 'the card shows the photo');

  await writeFile(join(equipe, 'caio.png'), 'not a picture');
  const lines = await build(copy);
  assert.match(lines.slice(-2).join('\n'), /MEMBER NOT UPDATED: site\/equipe\/caio\.png .*Their previous pages stay live/);
  assert.ok((await json(copy, 'build.json')).members.caio, "caio's last good pages stay");
});

team.run();
