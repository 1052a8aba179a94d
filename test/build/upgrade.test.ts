// An upgrade as the README does it, against a local upstream repository: the operator clones, puts
// a picture in site/images/hero-poster.jpg and settings in site/site.env, upstream commits a new
// sample hero picture, and `git pull` in the clone goes through without a conflict: site/ is
// git-ignored, so the operator's files are neither in the way nor touched. The build that follows
// shows the operator's picture on /, not the new sample. The same holds for the operator's texts
// (site/texts.env): upstream changes src/app/content/hero.ts, `git pull` runs as on a fresh server
// (no git identity, nothing to merge), and the built / shows the operator's headline with
// upstream's new badge.
import { execFile } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHtml } from '../support/built-html';
import { linkDependencies, projectEntries, repoRoot, runBuild, runDeployCommand, writeSettings } from '../support/project-copy';

const run = promisify(execFile);
const git = (cwd: string, ...args: string[]) => run('git', ['-c', 'user.name=Upstream', '-c', 'user.email=upstream@example.invalid', ...args], { cwd });

const upgrade = suite<{ upstream: string; clone: string }>('upgrading with git pull');

upgrade.before(async (context) => {
  context.upstream = await mkdtemp(join(tmpdir(), 'upstream-'));
  for (const entry of [...projectEntries, '.gitignore']) await cp(join(repoRoot, entry), join(context.upstream, entry), { recursive: true });
  await git(context.upstream, 'init', '-q');
  await git(context.upstream, 'add', '-A');
  await git(context.upstream, 'commit', '-qm', 'the code as released');
  context.clone = await mkdtemp(join(tmpdir(), 'clone-'));
  // mkdtemp makes it private (0700); as /srv/ozonteck, the server's user must be able to pass through it.
  await chmod(context.clone, 0o755);
  await git(context.clone, 'clone', '-q', context.upstream, '.');
  await linkDependencies(context.clone, { ownImageCache: true });
});
upgrade.after(async ({ upstream, clone }) => {
  for (const dir of [upstream, clone]) if (dir) await rm(dir, { recursive: true, force: true });
});

const solid = (r: number, g: number, b: number) => sharp({ create: { width: 1280, height: 720, channels: 3, background: { r, g, b } } });

upgrade("site/images/hero-poster.jpg survives git pull of a commit that changes the sample, and the built / shows the operator's picture", async ({ upstream, clone }) => {
  // The operator's own picture (magenta) and settings, in site/.
  await mkdir(join(clone, 'site', 'images'), { recursive: true });
  const own = await solid(224, 16, 155).jpeg({ quality: 95 }).toBuffer();
  await writeFile(join(clone, 'site', 'images', 'hero-poster.jpg'), own);
  await writeSettings(clone, 'SITE_URL=https://negocios-maria.com.br\nSPONSOR=maria.souza\nREGISTER_URL=https://escritorio.ozonteck-teste.com.br/cadastro\nWHATSAPP_NUMBER=5551987654321\n');

  // Upstream replaces the sample hero picture (green).
  const sample = await solid(20, 200, 40).webp().toBuffer();
  await writeFile(join(upstream, 'static', 'images', 'hero-poster.webp'), sample);
  await git(upstream, 'commit', '-qam', 'a new sample hero picture');

  await git(clone, 'pull', '-q');
  assert.ok((await readFile(join(clone, 'static', 'images', 'hero-poster.webp'))).equals(sample), 'the pull did not bring the new sample');
  assert.ok((await readFile(join(clone, 'site', 'images', 'hero-poster.jpg'))).equals(own), "the operator's picture changed");
  const { stdout: ignored } = await git(clone, 'check-ignore', 'site/images/hero-poster.jpg', 'site/site.env', '.cache/images');
  assert.equal(ignored.trim().split('\n'), ['site/images/hero-poster.jpg', 'site/site.env', '.cache/images']);
  // node_modules is a link here (the folder pattern does not cover a link); nothing else is untracked or changed.
  const { stdout: status } = await git(clone, 'status', '--porcelain');
  assert.equal(status.split('\n').filter((line) => line !== '' && line !== '?? node_modules'), []);

  const build = await runBuild(clone);
  assert.is(build.code, 0, build.stderr);
  const html = parseHtml(await readFile(join(clone, 'dist', 'index.html'), 'utf8'));
  const srcset = html.querySelector('#home picture source[type="image/webp"]')!.getAttribute('srcset')!;
  const widest = srcset.split(', ').pop()!.split(' ')[0]!;
  assert.match(widest, /^\/assets\/hero-poster-\d+\.[\w-]{8}\.webp$/);
  const { data } = await sharp(join(clone, 'dist', widest)).extract({ left: 100, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  assert.ok(data[0]! > 180 && data[1]! < 70 && data[2]! > 110, `the hero on / is rgb(${[...data]}), not the operator's magenta`);
});

/** git as a fresh server runs it: no identity, no user or system configuration. */
async function gitWithoutIdentity(cwd: string, ...args: string[]) {
  const home = await mkdtemp(join(tmpdir(), 'home-'));
  try {
    return await run('git', args, { cwd, env: { PATH: process.env.PATH!, HOME: home, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } });
  } finally {
    await rm(home, { recursive: true, force: true });
  }
}

upgrade("site/texts.env overrides the hero headline, and git pull of a commit that changes src/app/content/hero.ts needs no merge and keeps it", async ({ upstream, clone }) => {
  await mkdir(join(clone, 'site'), { recursive: true });
  await writeFile(join(clone, 'site', 'texts.env'), 'HERO_HEADLINE_START="Minha renda extra:"\nHERO_HEADLINE_END=com a minha equipe\n');

  const heroFile = join(upstream, 'src', 'app', 'content', 'hero.ts');
  const heroSource = await readFile(heroFile, 'utf8');
  assert.ok(heroSource.includes("'Representantes oficiais Ozonteck'"), 'the badge default to change is not in hero.ts');
  await writeFile(heroFile, heroSource.replace("'Representantes oficiais Ozonteck'", "'Revendedores oficiais Ozonteck'"));
  await git(upstream, 'commit', '-qam', 'a new hero badge');

  const pulled = await gitWithoutIdentity(clone, 'pull', '-q');
  assert.is(pulled.stderr, '');
  const { stdout: status } = await git(clone, 'status', '--porcelain');
  assert.equal(status.split('\n').filter((line) => line !== '' && line !== '?? node_modules'), [], 'git pull left changes or untracked files');

  const build = await runBuild(clone);
  assert.is(build.code, 0, build.stderr);
  assert.match(build.stdout, 'Texts read from site/texts.env: HERO_HEADLINE_START, HERO_HEADLINE_END.');
  // Pages changed, not the server: a reload puts them live.
  assert.match(build.stdout, /^Visitors get it once the server reloads: systemctl reload ozonteck/m);
  assert.not.match(build.stdout, /RESTART/);
  const html = parseHtml(await readFile(join(clone, 'dist', 'index.html'), 'utf8'));
  const headline = html.querySelector('#hero-title')!.textContent!.replace(/\s+/g, ' ').trim();
  assert.is(headline, 'Minha renda extra: R$970 até R$4.700k ++ com a minha equipe');
  assert.ok(html.body.textContent!.includes('Revendedores oficiais Ozonteck'), "upstream's new badge is not on /");
  // The app that hydrates / carries the same texts, or React would throw the prerendered headline away.
  const chunks = html.querySelector('meta[name="module-chunks"]')!.getAttribute('content')!;
  const appChunk = /\/assets\/app-[\w-]+\.js/.exec(chunks)?.[0];
  assert.ok(appChunk, `no app chunk in ${chunks}`);
  assert.match(await readFile(join(clone, 'dist', appChunk), 'utf8'), /\bHERO_HEADLINE_START"?:"Minha renda extra:"/, 'the app chunk lacks the texts');
});

const lastLine = (stdout: string) => stdout.trimEnd().split('\n').at(-1)!;

upgrade("after a git pull that changes the server's code, the build's last line says restart, not reload; so does a rollback across it", async ({ upstream, clone }) => {
  const serverTexts = join(upstream, 'src', 'messages', 'en', 'server.ts');
  const source = await readFile(serverTexts, 'utf8');
  assert.ok(source.includes('`Serving the site on '), 'the server text to change is not in en/server.ts');
  await writeFile(serverTexts, source.replace('`Serving the site on ', '`Now serving the site on '));
  await git(upstream, 'commit', '-qam', 'the server says it otherwise');
  await gitWithoutIdentity(clone, 'pull', '-q');

  const upgraded = await runBuild(clone);
  assert.is(upgraded.code, 0, upgraded.stderr);
  assert.match(lastLine(upgraded.stdout), /^RESTART the server: systemctl restart ozonteck \(without systemd: stop it and run node dist\/server\.mjs\)\. Its code changed/);
  assert.match(upgraded.stdout, /^The server's code changed \(dist\/server\.mjs or the packages it uses\)/m);
  assert.match(upgraded.stdout, /^READY with your settings; live once the server restarts \(systemctl restart ozonteck\)/m);
  assert.not.match(upgraded.stdout, /systemctl reload/);

  // The next build runs the same server code as the live one: a reload again.
  const next = await runBuild(clone);
  assert.is(next.code, 0, next.stderr);
  assert.not.match(lastLine(next.stdout), /RESTART/);
  assert.match(next.stdout, /^Visitors get it once the server reloads: systemctl reload ozonteck/m);

  // Back to the build of the same code: reload; one further, to the code before the pull: restart.
  const back = await runDeployCommand(clone, 'rollback');
  assert.is(back.code, 0, back.stderr);
  assert.match(lastLine(back.stdout), /^Visitors get it once the server reloads: systemctl reload ozonteck/);
  const across = await runDeployCommand(clone, 'rollback');
  assert.is(across.code, 0, across.stderr);
  assert.match(lastLine(across.stdout), /^The server's code changed .*systemctl restart ozonteck/);
  assert.not.match(across.stdout, /systemctl reload/);
});

upgrade.run();
