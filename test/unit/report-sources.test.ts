// Where a visit came from, on real Referer and User-Agent strings: each row of the source table
// (src/report/sources.ts), the in-app browsers, lookalike hosts that must not pass for a source,
// and the devices.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deviceKeyOf } from '../../src/report/devices';
import { inAppBrowserOf, sourceOf, sourceRules, type Source } from '../../src/report/sources';
import { userAgents } from '../support/user-agents';

const ua = userAgents;
const ownHost = 'negociosozonteck.example';

test('referrers: every source from the Referer its app or site sends', () => {
  const table: Array<[string, Source]> = [
    ['https://l.instagram.com/', { source: 'instagram' }],
    ['https://www.instagram.com/', { source: 'instagram' }],
    ['android-app://com.instagram.android/', { source: 'instagram' }],
    ['https://l.facebook.com/', { source: 'facebook' }],
    ['https://lm.facebook.com/', { source: 'facebook' }],
    ['http://m.facebook.com/', { source: 'facebook' }],
    ['https://www.facebook.com/groups/revendedoras', { source: 'facebook' }],
    ['android-app://com.facebook.katana/', { source: 'facebook' }],
    ['android-app://com.whatsapp/', { source: 'whatsapp' }],
    ['android-app://com.whatsapp.w4b/', { source: 'whatsapp' }],
    ['https://web.whatsapp.com/', { source: 'whatsapp' }],
    ['https://www.tiktok.com/', { source: 'tiktok' }],
    ['https://www.youtube.com/', { source: 'youtube' }],
    ['https://m.youtube.com/watch?v=abc', { source: 'youtube' }],
    ['https://www.google.com/', { source: 'google' }],
    ['https://www.google.com.br/', { source: 'google' }],
    ['android-app://com.google.android.googlequicksearchbox/', { source: 'google' }],
    ['https://www.bing.com/', { source: 'search' }],
    ['https://duckduckgo.com/', { source: 'search' }],
    ['https://br.search.yahoo.com/', { source: 'search' }],
    ['https://yandex.ru/', { source: 'search' }],
    ['https://blog.exemplo.com.br/post?x=1', { source: 'site', host: 'blog.exemplo.com.br' }],
    ['HTTPS://WWW.Exemplo.COM:8443/a', { source: 'site', host: 'exemplo.com' }],
    ['android-app://com.google.android.gm/', { source: 'site', host: 'com.google.android.gm' }],
    // Lookalikes: a name inside another host is not that source.
    ['https://notinstagram.com/', { source: 'site', host: 'notinstagram.com' }],
    ['https://instagram.com.golpe.example/', { source: 'site', host: 'instagram.com.golpe.example' }],
    ['https://googleusercontent.com/', { source: 'site', host: 'googleusercontent.com' }],
    [`https://${ownHost}/bio`, { source: 'internal' }],
    ['-', { source: 'direct' }],
    ['', { source: 'direct' }],
    ['javascript:alert(1)', { source: 'site', host: '?' }],
  ];
  for (const [referrer, expected] of table) assert.equal(sourceOf(referrer, ua.androidChrome, ownHost), expected, referrer);
});

test('no referrer: an in-app browser counts under its app, any other browser is direct', () => {
  const table: Array<[string, Source['source']]> = [
    [ua.instagramAndroid, 'instagram'],
    [ua.instagramIphone, 'instagram'],
    [ua.facebookAndroid, 'facebook'],
    [ua.facebookIphone, 'facebook'],
    [ua.messengerAndroid, 'facebook'],
    [ua.tiktokAndroid, 'tiktok'],
    [ua.tiktokIphone, 'tiktok'],
    [ua.androidChrome, 'direct'],
    [ua.iphoneSafari, 'direct'],
    [ua.windowsChrome, 'direct'],
  ];
  for (const [agent, expected] of table) assert.is(sourceOf('-', agent, ownHost).source, expected, agent);
  // A referrer wins over the app: Instagram's browser following a Google result came from Google.
  assert.equal(sourceOf('https://www.google.com/', ua.instagramAndroid, ownHost), { source: 'google' });
});

test('the table has one row per named source, and each row is used', () => {
  assert.equal(sourceRules.map((rule) => rule.source), ['instagram', 'facebook', 'whatsapp', 'tiktok', 'youtube', 'google', 'search']);
  assert.equal([ua.instagramIphone, ua.facebookIphone, ua.tiktokIphone, ua.iphoneSafari].map(inAppBrowserOf), ['instagram', 'facebook', 'tiktok', null]);
});

test('devices: phone, tablet or computer, and whether in an app\'s own browser', () => {
  const table: Array<[string, string]> = [
    [ua.androidChrome, 'phone'],
    [ua.iphoneSafari, 'phone'],
    [ua.instagramAndroid, 'phone-app'],
    [ua.facebookIphone, 'phone-app'],
    [ua.tiktokAndroid, 'phone-app'],
    [ua.androidTablet, 'tablet'],
    [ua.ipad, 'tablet'],
    [ua.windowsChrome, 'desktop'],
    [ua.macSafari, 'desktop'],
  ];
  for (const [agent, expected] of table) assert.is(deviceKeyOf(agent), expected, agent);
});

test.run();
