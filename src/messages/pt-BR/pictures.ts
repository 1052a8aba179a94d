// Mensagens sobre as fotos do operador (site/images/) e as de exemplo (static/images/).

export const pictures = {
  formats: (logo: boolean) => `${logo ? 'SVG, ' : ''}JPEG, PNG, WebP ou AVIF`,
  /** Onde cada lugar de foto aparece no site. */
  place: (slot: string): string =>
    ({
      'hero-poster': 'o vídeo do topo, até ele começar (use o primeiro quadro dele)',
      logo: 'cabeçalho, rodapé e /bio; os ícones do site são feitos a partir dele',
      'og-image': 'a prévia ao compartilhar o link (WhatsApp, Facebook, X…)',
      'og-image-square': 'a prévia quadrada pequena (WhatsApp)',
    })[slot] ??
    (/^earnings-(\d)$/.test(slot)
      ? `carrossel Monetize, slide ${slot.slice(-1)} (texto alternativo em src/app/content/earnings.ts)`
      : /^testimonial-(\d)$/.test(slot)
        ? `depoimento ${slot.slice(-1)} (a citação vai no texto alternativo, em src/app/content/testimonials.ts)`
        : `cartão de produto (texto alternativo em src/app/content/products.ts)`),
  gone: (path: string, slot: string, folder: string, sample: string) =>
    `Atenção: ${path} (lugar "${slot}") não está mais em ${folder}/. O build no ar mostrava essa foto sua; ` +
      `neste build, a foto de exemplo ${sample} toma o lugar dela. Se não foi de propósito, ponha a foto de ` +
      `volta em ${path} e rode o build de novo; se foi, não há nada a fazer.`,
  fromCache: (files: number, ms: number) => `Fotos: todos os ${files} arquivos vieram do cache (${ms} ms).`,
  encoded: (encoded: number, ms: number, files: number) =>
    `Fotos: ${encoded} arquivos gerados em ${ms} ms (${files} ao todo).`,
  cannotUse: (count: number, where: readonly string[], problems: readonly string[]) =>
    `${count === 1 ? 'Uma foto' : `${count} fotos`} em ${where.join(' e ')} não ${count === 1 ? 'pode' : 'podem'} ` +
      `ser usada${count === 1 ? '' : 's'}:\n  - ${problems.join('\n  - ')}`,
  folderInside: (path: string, folder: string) =>
    `${path}/ é uma pasta, e as pastas dentro de ${folder}/ não são lidas. Ponha as fotos direto em ${folder}/ (e ` +
      `apague a pasta vazia).`,
  heavyCrop: (path: string, slot: string, keptPercent: number, ratio: string) =>
    `Atenção: ${path} (lugar "${slot}") foi cortada para ${ratio}, e só ${keptPercent}% da foto aparece no site. ` +
      `Confira se o que importa ficou; se não, use uma foto mais perto de ${ratio}.`,
  heic: (path: string, slot: string) =>
    `${path} (lugar "${slot}") é uma foto HEIC (o formato das fotos do iPhone), mesmo com esse nome, e o site não ` +
      `consegue usá-la. Salve-a como JPEG (no computador: abra e exporte como JPEG; no iPhone: Ajustes → Câmera ` +
        `→ ` +
      `Formatos → Mais Compatível) e rode o build de novo.`,
  empty: (path: string, slot: string) =>
    `${path} (lugar "${slot}") está vazio (0 bytes): a cópia não terminou. Copie a foto de novo e rode o build ` +
      `outra ` +
      `vez.`,
  didYouMean: (path: string, base: string, suggestion: string) =>
    `${path}: "${base}" não é o nome de um lugar de foto. Você quis dizer ${suggestion}? Renomeie o arquivo.`,
  notASlot: (path: string, base: string, slots: readonly string[]) =>
    `${path}: "${base}" não é o nome de um lugar de foto. Os nomes são: ${slots.join(', ')}.`,
  wrongExtension: (path: string, slot: string, accepted: string, extensions: readonly string[], got: string) =>
    `${path}: o lugar "${slot}" aceita ${accepted} (${extensions.join(', ')}), não "${got || 'sem extensão'}".`,
  twoSources: (paths: readonly string[], slot: string) =>
    `${paths.join(' e ')}: duas fotos para o lugar "${slot}". Fique com uma.`,
  samplesAdvice: (samples: string, site: string) =>
    `${samples}/ tem as fotos de exemplo: ponha a sua em ${site}/, onde o git pull nunca mexe.`,
  noSource: (site: string, slot: string, accepted: string, shows: string, samples: string) =>
    `o lugar "${slot}" está sem foto. Ponha ${site}/${slot} em ${accepted} (${shows}), ou recupere a de exemplo com ` +
      `git checkout ${samples}/.`,
  unreadable: (path: string, slot: string, accepted: string) =>
    `${path} (lugar "${slot}") não é uma imagem que dê para ler: o lugar espera ${accepted}. Abra o arquivo no ` +
      `computador para conferir, ou salve-o de novo como JPEG.`,
  truncated: (path: string, slot: string) =>
    `${path} (lugar "${slot}"): o arquivo está cortado (a cópia não terminou). Copie-o de novo e rode o build ` +
      `outra ` +
      `vez.`,
  damaged: (path: string, slot: string, detail: string) =>
    `${path} (lugar "${slot}"): o arquivo está danificado e não pode ser lido até o fim (${detail}). Copie-o de ` +
      `novo, ou salve-o outra vez a partir da foto original.`,
  tooSmall: (
    path: string,
    slot: string,
    width: number,
    height: number,
    ratio: string,
    cropWidth: number,
    cropHeight: number,
    minWidth: number,
    minHeight: number,
  ) =>
    `${path} (lugar "${slot}") tem ${width}×${height} px: pequena demais. Cortada em ${ratio} ela fica com ` +
      `${cropWidth}×${cropHeight} px; o lugar precisa de pelo menos ${minWidth}×${minHeight} px.`,
  logoFormat: (path: string, format: string) =>
    `${path} (lugar "logo") contém dados ${format}: a extensão do arquivo deve corresponder ao formato.`,
  logoTooSmall: (path: string, width: number, height: number, minWidth: number) =>
    `${path} (lugar "logo") tem ${width}×${height} px: pequeno demais. Um logo que não é SVG precisa de pelo ` +
      `menos ` +
      `${minWidth} px no lado maior (ou use um SVG).`,
};
