/** Plays the toast's chime. Browsers may refuse sound before the visitor interacts: that is logged, nothing more. */
export function playNotificationSound(src: string, volume: number): void {
  try {
    const audio = new Audio(src);
    audio.volume = volume;
    audio.play().catch((error: unknown) => console.warn('Erro ao reproduzir som', error));
  } catch (error) {
    console.warn('Erro ao reproduzir som', error);
  }
}
