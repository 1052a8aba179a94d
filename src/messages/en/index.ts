// The English catalogue: the same messages as the Portuguese one, area by area.
import type { ptBR } from '../pt-BR';
import { deploy } from './deploy';
import { dev } from './dev';
import { server } from './server';
import { build } from './build';
import { leads } from './leads';
import { pictures } from './pictures';
import { qr } from './qr';
import { report } from './report';
import { settings } from './settings';
import { system } from './system';
import { team } from './team';
import { teamReport } from './team-report';
import { texts } from './texts';
import { vps } from './vps';

export const en: typeof ptBR = {
  settings,
  leads,
  build,
  pictures,
  server,
  deploy,
  dev,
  texts,
  team,
  teamReport,
  report,
  qr,
  system,
  vps,
};
