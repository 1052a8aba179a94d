// An upgrade as the README does it, against a local upstream repository: the operator clones, puts
// a picture in site/images/hero-poster.jpg and settings in site/site.env, upstream commits a new
// sample hero picture, and `git pull` in the clone goes through without a conflict: site/ is
// git-ignored, so the operator's files are neither in the way nor touched. The build that follows
// shows the operator's picture on /, not the new sample.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHtml } from '../support/built-html';
import { linkDependencies, projectEntries, repoRoot, runBuild, writeSettings } from '../support/project-copy';

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
  await writeSettings(clone, 'SITE_URL=https://negociosozonteck.com.br\nSPONSOR=maria.souza\nREGISTER_URL=https://escritorio.ozonteck-teste.com.br/cadastro\nWHATSAPP_NUMBER=5551987654321\n');

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

upgrade.run();
