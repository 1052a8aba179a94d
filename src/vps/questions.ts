// What the install asks the operator: the domain, and the three lead settings from their Ozonteck
// back office, unless site/site.env already has them or the command line gives them (--dominio,
// --patrocinador, --cadastro, --whatsapp). Each answer is checked as the build checks it
// (answer-checks.ts) and asked again until it is right; without a terminal (--sim) a missing or
// wrong answer stops the install, saying which.
import { createInterface } from 'node:readline';
import { messages } from '../messages/catalogue';
import { leadVariables, type LeadVariable } from '../settings/lead-settings';
import { defaultOf, settingName, type Env } from '../settings/setting-table';
import { checkDomain, checkLeadAnswer, type Checked } from './answer-checks';
import { StepFailed } from './steps';

const { SITE_URL, SPONSOR } = settingName;

export interface GivenAnswers {
  domain?: string;
  SPONSOR?: string;
  REGISTER_URL?: string;
  WHATSAPP_NUMBER?: string;
}

type Ask = (question: string) => Promise<string>;

/** The domain the settings file's SITE_URL names, unless it is the demo's. */
export function domainOf(env: Env): string | undefined {
  const url = env[SITE_URL];
  if (url === undefined || url.trim() === defaultOf(SITE_URL)) return undefined;
  const checked = checkDomain(url);
  return checked.problem === undefined ? checked.value : undefined;
}

/**
 * An answer from the command line or the file when it is right, else from the operator until it
 * is; `ask` null (no terminal, or --sim): a stop naming the setting and what was wrong.
 */
async function answer(
  label: string,
  first: string | undefined,
  check: (answer: string) => Checked<string>,
  ask: Ask | null,
): Promise<string> {
  const said = messages().vps.questions;
  let problem: string | undefined;
  if (first !== undefined) {
    const checked = check(first);
    if (checked.problem === undefined) {
      for (const warning of checked.warnings) console.warn(`! ${warning}`);
      return checked.value;
    }
    problem = checked.problem;
  }
  if (ask === null) throw new StepFailed(problem ?? said.missing(label), said.fileAsBefore, said.giveIt(label));
  for (;;) {
    if (problem !== undefined) console.log(`✗ ${problem}`);
    const checked = check(await ask(`${said.prompt(label)} `));
    if (checked.problem === undefined) {
      for (const warning of checked.warnings) console.warn(`! ${warning}`);
      return checked.value;
    }
    problem = checked.problem;
  }
}

/** The four settings the site needs from the operator: SITE_URL, SPONSOR, REGISTER_URL, WHATSAPP_NUMBER. */
export async function askSettings(
  current: Env,
  given: GivenAnswers,
  interactive: boolean,
): Promise<Record<string, string>> {
  const terminal = interactive ? createInterface({ input: process.stdin, terminal: process.stdin.isTTY }) : null;
  // Lines are read in order, typed or piped, none lost between two questions.
  const lines = terminal?.[Symbol.asyncIterator]();
  const said = messages().vps.questions;
  const ask: Ask | null = lines
    ? async (question) => {
        process.stdout.write(question);
        const line = await lines.next();
        if (line.done) throw new StepFailed(said.noAnswer, said.fileAsBefore, said.runAgain);
        return line.value;
      }
    : null;
  try {
    if (ask && [given.domain ?? domainOf(current), current[SPONSOR]].includes(undefined)) console.log(said.intro);
    const domain = await answer(said.domain, given.domain ?? domainOf(current), checkDomain, ask);
    const known: Env = { [SITE_URL]: `https://${domain}` };
    const labels: Record<LeadVariable, string> = {
      SPONSOR: said.sponsor,
      REGISTER_URL: said.registerUrl,
      WHATSAPP_NUMBER: said.whatsapp,
    };
    for (const name of leadVariables) {
      const check = (value: string) => checkLeadAnswer(name, value, known);
      known[name] = await answer(labels[name], given[name] ?? current[name], check, ask);
    }
    return known as Record<string, string>;
  } finally {
    terminal?.close();
  }
}
