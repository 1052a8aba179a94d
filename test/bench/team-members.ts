// Writes N generated team members (site/equipe/<slug>.env, every value valid and distinct) into a
// site folder, for the team bench and the team's build tests: `writeTeamMembers(siteDir, 1000)`, or
// from the shell: node --import ./test/support/register.mjs test/bench/team-members.ts <site folder> <count> [photo]
// A photo (any picture the site takes) is copied beside every member when given.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';

/** The slug of the i-th generated member: membro-0001… */
export const generatedSlug = (i: number) => `membro-${String(i).padStart(4, '0')}`;

/** A mobile number in Porto Alegre (51), distinct for each member. */
export const generatedNumber = (i: number) => `55519${String(80000000 + i).padStart(8, '0')}`;

/** The file of the i-th member, as an operator would write it. */
export function memberFileText(i: number, extra = ''): string {
  return [
    `NAME=Membro ${i} da Equipe`,
    `SPONSOR=membro${i}`,
    'REGISTER_URL=https://cadastro.ozonteck.com.br/register',
    `WHATSAPP_NUMBER=+${generatedNumber(i)}`,
    extra,
  ].join('\n');
}

export async function writeTeamMembers(siteDir: string, count: number, photo?: string): Promise<string[]> {
  const dir = join(siteDir, 'equipe');
  await mkdir(dir, { recursive: true });
  const slugs = Array.from({ length: count }, (_, i) => generatedSlug(i + 1));
  await Promise.all(
    slugs.map(async (slug, i) => {
      await writeFile(join(dir, `${slug}.env`), memberFileText(i + 1));
      if (photo) await copyFile(photo, join(dir, `${slug}${extname(photo).toLowerCase()}`));
    }),
  );
  return slugs;
}

if (import.meta.filename === process.argv[1]) {
  const [siteDir, count, photo] = process.argv.slice(2);
  if (!siteDir || !Number(count)) {
    console.error('usage: team-members.ts <site folder> <count> [photo]');
    process.exit(2);
  }
  const slugs = await writeTeamMembers(siteDir, Number(count), photo);
  console.log(`${slugs.length} members written to ${join(siteDir, 'equipe')}`);
}
