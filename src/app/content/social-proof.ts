/** A sample sign-up shown by the social-proof toast. Display data only: these people are fictional. */
export interface ToastEntry {
  id: number;
  name: string;
  location: string;
  timeLabel: string;
}

export const socialProof = {
  headline: 'Acabou de se cadastrar!',
  cta: 'Seja parceiro você também!',
  closeLabel: 'Fechar notificação',
  soundSrc: '/sounds/notification.mp3',
  soundVolume: 0.4,
} as const;

export const toastEntries: readonly ToastEntry[] = [
  { id: 1, name: 'Mariana Souza', location: 'Porto Alegre – RS', timeLabel: 'Agora mesmo' },
  { id: 2, name: 'Carlos Eduardo', location: 'Caxias do Sul – RS', timeLabel: 'Há 2 minutos' },
  { id: 3, name: 'Fernanda Lima', location: 'Curitiba – PR', timeLabel: 'Há 5 minutos' },
  { id: 4, name: 'João Pedro Alves', location: 'Florianópolis – SC', timeLabel: 'Agora mesmo' },
  { id: 5, name: 'Ana Beatriz Rocha', location: 'São Paulo – SP', timeLabel: 'Há 3 minutos' },
  { id: 6, name: 'Luciana Martins', location: 'Belo Horizonte – MG', timeLabel: 'Há 7 minutos' },
  { id: 7, name: 'Rafael Gonçalves', location: 'Goiânia – GO', timeLabel: 'Há 4 minutos' },
  { id: 8, name: 'Patrícia Nunes', location: 'Recife – PE', timeLabel: 'Há 9 minutos' },
];
