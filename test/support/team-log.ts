// A day and a half of known visits to the operator's pages and to three team members' (maria and joao in
// the live build, bia removed since), written as the server writes its access log (formatCombined), with
// what the report must set aside: a link preview, a repeated click past the rate, a robot's click and
// beacon, a click the server refused, a revalidation, a HEAD, a 404 /ghost and a removed member's
// redirect. test/unit/report-team.test.ts counts the figures by hand from it.
import { formatCombined } from '../../src/server/access-log/line';
import type { HeaderRules } from '../../src/contracts/site-format';
import { userAgents } from './user-agents';

export const siteUrl = 'https://negocios.example.com.br/';
export const liveMembers = { maria: { name: 'Maria Souza' }, joao: { name: 'João Lima' }, ana: { name: 'Ana Paula' } };

/** The live build's table: the operator's ids and each live member's (bia is no longer in it). */
export const callsToAction: NonNullable<HeaderRules['callsToAction']> = {
  'hero/cadastro': '/',
  'chat/whatsapp': '/',
  'bio/whatsapp': '/bio',
  'bio/cadastro': '/bio',
  ...Object.fromEntries(
    Object.keys(liveMembers).flatMap((slug) => [
      [`${slug}/hero/cadastro`, `/${slug}`],
      [`${slug}/chat/whatsapp`, `/${slug}`],
      [`${slug}/chat-bubble/whatsapp`, `/${slug}`],
      [`${slug}/bio/cadastro`, `/${slug}/bio`],
      [`${slug}/bio/whatsapp`, `/${slug}/bio`],
    ]),
  ),
};

const phone: string = userAgents.androidChrome;
const desktop = userAgents.windowsChrome;
const preview = 'WhatsApp/2.23.20.0 A';
const robot = 'curl/8.5.0';

/** One request: its address, its São Paulo time (day HH:MM:SS), what it asked and how it was answered. */
function request(client: string, when: string, method: string, url: string, status: number, userAgent = phone, referrer?: string) {
  const [day, time] = when.split(' ');
  return formatCombined({
    client,
    time: new Date(`2026-11-${day}T${time}-03:00`),
    method,
    url,
    httpVersion: '1.1',
    status,
    bodyBytes: 0,
    referrer,
    userAgent,
  });
}

/** A page view, then each of `pings` clicked from it a second apart, as a browser sends them (Ping-From in Referer). */
function visit(client: string, when: string, url: string, pings: string[] = [], userAgent = phone, referrer?: string) {
  const page = `${siteUrl.slice(0, -1)}${url}`;
  const clicks = pings.map((id, index) =>
    request(client, `${when.slice(0, -2)}${String(10 + index).padStart(2, '0')}`, 'POST', `/ping/${id}`, 204, userAgent, page),
  );
  return [request(client, when, 'GET', url, 200, userAgent, referrer), ...clicks];
}

const beacon = (client: string, when: string, query: string, page: string, userAgent = phone) =>
  request(client, when, 'POST', `/ritmo?${query}`, 204, userAgent, `${siteUrl.slice(0, -1)}${page}`);

export function teamLog(): string[] {
  return [
    // The operator's own pages.
    ...visit('203.0.113.1', '21 10:00:00', '/?c=stories', ['hero/cadastro']),
    beacon('203.0.113.1', '21 10:00:05', 'p=landing&k=navigate&lcp=900', '/?c=stories'),
    ...visit('203.0.113.2', '21 11:00:00', '/bio', ['bio/whatsapp'], desktop),
    // maria: 21/11 one visit from Instagram with a campaign; 22/11 six more, one of them clicking four times.
    ...visit('198.51.100.1', '21 12:00:00', '/maria?c=feira', ['maria/hero/cadastro'], phone, 'https://l.instagram.com/'),
    beacon('198.51.100.1', '21 12:00:05', 'p=landing&k=navigate&m=maria&lcp=1200', '/maria?c=feira'),
    request('198.51.100.1', '21 12:30:00', 'GET', '/maria', 304),
    request('198.51.100.1', '21 12:31:00', 'HEAD', '/maria', 200),
    ...visit('198.51.100.2', '22 09:00:00', '/maria/bio', ['maria/bio/cadastro', 'maria/bio/whatsapp']),
    ...visit('198.51.100.3', '22 10:00:00', '/maria', [], desktop),
    request('198.51.100.9', '22 10:05:00', 'GET', '/maria', 200, preview),
    ...visit('198.51.100.4', '22 11:00:00', '/maria', Array(4).fill('maria/hero/cadastro')),
    request('198.51.100.8', '22 11:30:00', 'POST', '/ping/maria/chat/whatsapp', 204, robot),
    beacon('198.51.100.8', '22 11:30:01', 'p=landing&k=navigate&m=maria&lcp=9000', '/maria', robot),
    ...visit('198.51.100.5', '22 12:00:00', '/maria/bio'),
    ...visit('198.51.100.6', '22 12:10:00', '/maria'),
    ...visit('198.51.100.7', '22 12:20:00', '/maria', [], desktop),
    // joao: WhatsApp from his landing page, a registration from his bio, a click the server refused.
    ...visit('192.0.2.1', '22 13:00:00', '/joao', ['joao/chat/whatsapp', 'joao/chat-bubble/whatsapp'], userAgents.iphoneSafari),
    beacon('192.0.2.1', '22 13:00:05', 'p=landing&k=navigate&m=joao&lcp=3000', '/joao', userAgents.iphoneSafari),
    ...visit('192.0.2.2', '22 14:00:00', '/joao/bio', ['joao/bio/cadastro']),
    ...visit('192.0.2.3', '22 14:10:00', '/joao'),
    ...visit('192.0.2.4', '22 14:20:00', '/joao'),
    request('192.0.2.9', '22 14:30:00', 'POST', '/ping/joao/hero/cadastro', 403),
    // bia, removed since: her old visits; today her address sends visitors to /.
    ...visit('192.0.2.50', '21 15:00:00', '/bia', ['bia/hero/cadastro']),
    ...visit('192.0.2.51', '21 15:10:00', '/bia/bio'),
    request('192.0.2.52', '22 15:00:00', 'GET', '/bia', 301),
    // Nobody's: an address that never was a page.
    request('192.0.2.60', '22 16:00:00', 'GET', '/ghost', 404),
  ];
}
