// The `ozonteck` command (instalar.sh writes it to /usr/local/bin): its Portuguese subcommands,
// each in its own module, and their flags, which are also how a test answers the questions.
//   ozonteck instalar | verificar | atualizar | publicar | relatorio | desinstalar | unidades | ajuda
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { messages } from '../messages/catalogue';
import { chooseLanguageBeforeSettings } from '../settings/site-folder/operator-language';
import { doctor } from './doctor';
import { install } from './install';
import { nodePath } from './probes';
import { publish, report } from './publish';
import { StepFailed, failureLines } from './steps';
import { uninstall } from './uninstall';
import { unitFiles } from './unit-files';
import { keepTextsOf } from './texts-keeper';
import { update } from './update';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const flags = {
  dominio: { type: 'string' },
  patrocinador: { type: 'string' },
  cadastro: { type: 'string' },
  whatsapp: { type: 'string' },
  sim: { type: 'boolean', default: false },
  'tls-interno': { type: 'boolean', default: false },
} as const;

async function main(argv: string[]): Promise<number> {
  const languageProblem = chooseLanguageBeforeSettings(root, process.env);
  if (languageProblem) return (console.error(languageProblem), 2);
  const [command = 'ajuda', ...rest] = argv;
  if (command === 'relatorio') return report(root, rest);
  const { values, positionals } = parseArgs({ args: rest, options: flags, strict: true, allowPositionals: true });
  const internalTls = values['tls-interno'];
  const commands: Record<string, () => Promise<boolean | void>> = {
    instalar: () =>
      install({
        root,
        domain: values.dominio,
        SPONSOR: values.patrocinador,
        REGISTER_URL: values.cadastro,
        WHATSAPP_NUMBER: values.whatsapp,
        yes: values.sim,
        internalTls,
      }),
    verificar: () => doctor(root, internalTls),
    atualizar: () => update(root),
    publicar: () => publish(root),
    desinstalar: () => uninstall(root),
    'guardar-textos': async () => keepTextsOf(root, positionals[0]),
    unidades: async () => {
      for (const [name, text] of unitFiles({ root, nodePath: nodePath() })) console.log(`# ${name}\n${text}`);
    },
  };
  const chosen = commands[command];
  if (!chosen) {
    console.log(messages().vps.usage);
    return command === 'ajuda' ? 0 : 2;
  }
  return (await chosen()) === false ? 1 : 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof StepFailed) {
    for (const line of failureLines(process.argv[2] ?? '', error)) console.error(line);
    process.exitCode = 1;
  } else if (error instanceof TypeError && (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
    const option = (/'([^']+)'/.exec(error.message)?.[1] ?? error.message).replace(/ <value>$/, '');
    console.error(`${messages().vps.unknownOption(option)}\n${messages().vps.usage}`);
    process.exitCode = 2;
  } else throw error;
}
