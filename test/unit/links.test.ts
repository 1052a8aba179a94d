import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chatLink, registrationLink, siteConfigFrom } from '../../src/settings/links';

test('registration link: REGISTER_URL?sponsor=SPONSOR', () => {
  assert.is(registrationLink('https://escritorio.exemplo.com/register', 'joana123'), 'https://escritorio.exemplo.com/register?sponsor=joana123');
});

test('registration link: keeps an existing query and replaces a stale sponsor', () => {
  assert.is(registrationLink('https://e.exemplo.com/register?lang=pt&sponsor=old', 'novo'), 'https://e.exemplo.com/register?lang=pt&sponsor=novo');
});

test('registration link: a sponsor value cannot break out of its parameter', () => {
  const href = registrationLink('https://e.exemplo.com/register', 'a&admin=1#x');
  assert.is(new URL(href).searchParams.get('sponsor'), 'a&admin=1#x');
  assert.is(new URL(href).searchParams.get('admin'), null);
});

test('chat link: wa.me with the number and the prefilled message, spaces as %20', () => {
  const href = chatLink('5551987654321', 'Olá! Quero me cadastrar & saber mais?');
  assert.is(href, 'https://wa.me/5551987654321?text=Ol%C3%A1!%20Quero%20me%20cadastrar%20%26%20saber%20mais%3F');
  assert.is(new URL(href).searchParams.get('text'), 'Olá! Quero me cadastrar & saber mais?');
});

test("site config: finished links, switches and the operator's texts for the client", () => {
  const config = siteConfigFrom(
    { siteUrl: 'https://site.exemplo.com', sponsor: 's1', registerUrl: 'https://r.exemplo.com/register', whatsappNumber: '5511912345678', whatsappMessage: 'Oi', socialProof: false },
    2026,
    { BIO_TITLE: 'Joana Ozonteck' },
  );
  assert.equal(config, {
    registerHref: 'https://r.exemplo.com/register?sponsor=s1',
    chatHref: 'https://wa.me/5511912345678?text=Oi',
    socialProof: false,
    buildYear: 2026,
    texts: { BIO_TITLE: 'Joana Ozonteck' },
  });
});

test.run();
