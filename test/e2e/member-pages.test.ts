// A team member's pages in Chromium at 390 px, built by the real build from site/equipe/maria.env and
// her photo in a project copy, served by the real server: her card near the top, every registration
// and WhatsApp link hers (none of the operator's) and pinged under her ids, the page hydrated without
// a mismatch, and the router keeping the visitor in her pages. Expected values are written out here.
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseBeacon } from '../../src/contracts/field-speed-beacon';
import { expectNoViolations, readAxeSource } from '../support/axe';
import { acquireBrowser } from '../support/chromium';
import { parseCombined } from '../support/combined-log';
import { desktop, installPausedClock, openPage, phone, scrollToY, sharedPage, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';
import { copyProject, removeCopy, repoRoot, runBuild, writeSettings } from '../support/project-copy';
import { serve } from '../support/serve';

const members = suite<E2EContext & { copy: string }>("a team member's pages in the browser");

const operator = { SPONSOR: 'ana.lider', REGISTER_URL: 'https://escritorio.ozonteck-teste.com.br/cadastro', WHATSAPP_NUMBER: '5551987654321' };
const mariaRegister = 'https://escritorio.ozonteck-teste.com.br/cadastro?sponsor=maria.souza77';
const mariaChat = /^https:\/\/wa\.me\/5511988887777\?text=/;

members.before(async (context) => {
  context.copy = await copyProject('member-pages-');
  await writeSettings(context.copy, { ...operator, SITE_URL: 'https://negocios-da-ana.com.br' });
  const team = join(context.copy, 'site', 'equipe');
  await mkdir(team);
  await writeFile(
    join(team, 'maria.env'),
    'NAME=Maria Souza\nSPONSOR=maria.souza77\nREGISTER_URL=https://escritorio.ozonteck-teste.com.br/cadastro\n' +
      'WHATSAPP_NUMBER=5511988887777\n',
  );
  await copyFile(join(repoRoot, 'static', 'images', 'og-image-square.jpg'), join(team, 'maria.jpg'));
  // Bia is published, then leaves the team: her addresses stay, leading to the operator's page.
  await writeFile(join(team, 'bia.env'), 'NAME=Bia Lima\nSPONSOR=bia.lima\nREGISTER_URL=https://bia.ozonteck-teste.com.br/c\n' +
    'WHATSAPP_NUMBER=5521977776666\n');
  const first = await runBuild(context.copy);
  assert.is(first.code, 0, first.stdout + first.stderr);
  await rm(join(team, 'bia.env'));
  const built = await runBuild(context.copy);
  assert.is(built.code, 0, built.stdout + built.stderr);
  context.server = await serve({ site: join(context.copy, 'dist'), accessLog: {} });
  context.browser = await acquireBrowser();
});
members.after(async (context) => {
  await tearDownE2E(context);
  if (context.copy) await removeCopy(context.copy);
});

/** Every outbound link on the page: its href and ping. */
const outbound = (page: Page) =>
  page.$$eval('a[href^="http"]', (links) =>
    links.map((link): [string, string | null] => [link.getAttribute('href')!, link.getAttribute('ping')]),
  );

/** The card as the visitor sees it: its text, where it is, and its photo as drawn. */
const card = (page: Page) =>
  page.locator('.member-card').evaluate((element) => {
    const img = element.querySelector('img');
    return {
      text: element.textContent,
      top: element.getBoundingClientRect().top,
      headlineTop: document.querySelector('h1')!.getBoundingClientRect().top,
      photo: img && { loaded: img.complete && img.naturalWidth > 0, width: img.clientWidth, height: img.clientHeight },
    };
  });

/** Neither the operator's sponsor code nor their number anywhere in the document. */
async function assertNoneOfTheOperators(page: Page): Promise<void> {
  const html = await page.content();
  assert.not.ok(html.includes('ana.lider'), "the operator's sponsor code");
  assert.not.ok(html.includes('5551987654321'), "the operator's WhatsApp number");
}

members("/maria at 390 px: her card on top, every registration and WhatsApp link hers (toast and bubble too)", async (context) => {
  const { page, problems, close } = await openPage(context, phone, { fresh: true });
  await page.addInitScript('Math.random = () => 0.5;');
  await installPausedClock(page);
  await page.goto(context.server.url + '/maria');
  await waitForSettled(page);
  const seen = await card(page);
  assert.is(seen.text, 'Seu contato: Maria Souza');
  assert.ok(seen.top >= 0 && seen.top < seen.headlineTop && seen.top < 200, `near the top: ${JSON.stringify(seen)}`);
  assert.equal(seen.photo, { loaded: true, width: 56, height: 56 });
  // The chat bubble past 70 % of the screen's height; the first toast 20 s after load (Math.random 0.5).
  await scrollToY(page, 700, { frames: false });
  await page.getByText('Olá, eu posso te ajudar com o seu cadastro?').waitFor();
  await page.clock.runFor(20_000 - (await page.evaluate(() => performance.now())));
  await page.getByText('Acabou de se cadastrar!').waitFor();
  const links = await outbound(page);
  const pings = links.map(([, ping]) => ping).sort();
  assert.equal(pings, [
    '/ping/maria/chat-bubble/whatsapp',
    '/ping/maria/chat/whatsapp',
    '/ping/maria/hero/cadastro',
    '/ping/maria/menu/cadastro',
    '/ping/maria/monetize/cadastro',
    '/ping/maria/products/cadastro',
    '/ping/maria/testimonials/cadastro',
    '/ping/maria/toast/cadastro',
  ]);
  for (const [href, ping] of links) {
    if (ping!.endsWith('/cadastro')) assert.is(href, mariaRegister, ping!);
    else assert.match(href, mariaChat, ping!);
  }
  await assertNoneOfTheOperators(page);
  assert.equal(problems, [], 'a clean console: no hydration mismatch');
  await close();
});

members('/maria/bio at 390 px: her card under the logo; her landing page, her registration link, her WhatsApp', async (context) => {
  const { page, problems, close } = await openPage(context, phone);
  await page.goto(context.server.url + '/maria/bio');
  await waitForSettled(page);
  const seen = await card(page);
  assert.is(seen.text, 'Seu contato: Maria Souza');
  assert.ok(seen.top < seen.headlineTop, 'above the title');
  assert.equal(seen.photo, { loaded: true, width: 56, height: 56 });
  assert.is(await page.getByRole('link', { name: 'Seja um Revendedor' }).getAttribute('href'), '/maria');
  assert.equal(await outbound(page), [
    [mariaRegister, '/ping/maria/bio/cadastro'],
    [(await page.getByRole('link', { name: 'Fale Comigo' }).getAttribute('href'))!, '/ping/maria/bio/whatsapp'],
  ]);
  assert.match((await page.getByRole('link', { name: 'Fale Comigo' }).getAttribute('href'))!, mariaChat);
  await assertNoneOfTheOperators(page);
  assert.equal(problems, []);
  await close();
});

members('/maria/bio → "Seja um Revendedor": her landing page in the same window; back and forward stay in her pages', async (context) => {
  const { page, problems, close } = await openPage(context, phone);
  await page.goto(context.server.url + '/maria/bio');
  await waitForSettled(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);
  await page.getByRole('link', { name: 'Seja um Revendedor' }).click();
  await page.waitForURL(context.server.url + '/maria');
  await page.getByText('Renda extra de', { exact: false }).waitFor();
  assert.is(await marker(), 42, 'no document load');
  assert.is((await card(page)).text, 'Seu contato: Maria Souza');
  assert.is(await page.getByRole('link', { name: 'Cadastrar Agora!!' }).getAttribute('href'), mariaRegister);
  assert.is(await page.title(), 'Maria Souza · Negócios Ozonteck · Seja um revendedor');
  await page.goBack();
  await page.waitForURL(context.server.url + '/maria/bio');
  await page.getByText('Somos representantes Oficiais Ozonteck').waitFor();
  assert.is(await page.title(), 'Maria Souza · Negócios Ozonteck · Links');
  await page.goForward();
  await page.waitForURL(context.server.url + '/maria');
  await page.getByText('Renda extra de', { exact: false }).waitFor();
  assert.is(await marker(), 42, 'back and forward: the same window');
  await assertNoneOfTheOperators(page);
  assert.equal(problems, []);
  await close();
});

for (const [path, viewport] of [['/maria', phone], ['/maria/bio', phone], ['/maria', desktop], ['/maria/bio', desktop]] as const) {
  members(`axe: ${path} at ${viewport.width}px, her card with it, has no violations`, async (context) => {
    const { page } = await sharedPage(context, path, viewport);
    await expectNoViolations(page, await readAxeSource(), `${path} at ${viewport.width}px`);
  });
}

members('/maria: the field-speed beacon sent when the visitor leaves names her page and her', async (context) => {
  const { page, close } = await openPage(context, phone, { fresh: true });
  await page.goto(context.server.url + '/maria', { waitUntil: 'load' });
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/field-speed-[A-Z0-9]+\.js$/.test(entry.name)),
  );
  await delay(500); // the script registers its observers over a few tasks after it arrives
  const beacons = () =>
    context.server.accessLines.map(parseCombined).filter((fields) => fields?.request.startsWith('POST /ritmo?'));
  const before = beacons().length;
  await page.goto('about:blank'); // the visitor leaves: the page is hidden, the beacon goes
  for (let waited = 0; beacons().length === before && waited < 5_000; waited += 50) await delay(50);
  const request = beacons().slice(before)[0]?.request;
  assert.ok(request, 'a beacon reached the server');
  const beacon = parseBeacon(request!.split(' ')[1]!.split('?')[1]!);
  assert.is(beacon?.page, 'landing');
  assert.is(beacon?.member, 'maria');
  await close();
});

members("a removed member's /bia and /bia/bio land on the operator's / with the campaign kept", async (context) => {
  const { page, close } = await openPage(context, phone);
  for (const path of ['/bia?c=panfleto', '/bia/bio?c=panfleto']) {
    const response = await page.goto(context.server.url + path);
    assert.is(page.url(), context.server.url + '/?c=panfleto', path);
    assert.is(response?.status(), 200);
    await page.getByText('Renda extra de', { exact: false }).waitFor();
    assert.is(await page.locator('.member-card').count(), 0, 'no card: the operator\'s own page');
    const hrefs = (await outbound(page)).map(([href]) => href).join(' ');
    assert.ok(hrefs.includes('sponsor=ana.lider') && !hrefs.includes('bia.lima'), hrefs);
  }
  await close();
});

members.run();
