// Mensagens sobre a equipe (site/equipe/): os arquivos dos membros, as fotos, o que foi publicado.

const list = (names: readonly string[]) => names.join(', ');

export const team = {
  operatorSetting: (name: string) =>
    `${name} é uma configuração do site todo: ela vale para todos e vai em site/site.env, não no arquivo de um ` +
      `membro. Apague a linha daqui.`,
  didYouMean: (name: string, nearest: string, known: readonly string[]) =>
    `${name} não é um dado de membro; você quis dizer ${nearest}? Corrija o nome (os dados são: ${list(known)}).`,
  notASetting: (name: string, known: readonly string[]) =>
    `${name} não é um dado de membro. Os dados são: ${list(known)}.`,
  nameTooLong: (max: number, got: number) =>
    `NAME tem ${got} caracteres; o máximo é ${max}. Escreva o nome como os visitantes devem lê-lo (ex.: Maria ` +
      `Souza).`,
  missing: (names: readonly string[]) =>
    `falta ${list(names)}. Todo membro precisa de NAME, SPONSOR, REGISTER_URL e WHATSAPP_NUMBER (o código, o ` +
      `link de cadastro e o WhatsApp dele, não os seus).`,
  badSlug: (file: string, problem: 'shape' | 'length' | 'reserved', suggestion: string | null) =>
    `${file}: o nome do arquivo vira o endereço do membro (/nome), e ${
      problem === 'length'
        ? 'este passa de 40 caracteres'
        : problem === 'reserved'
          ? 'este nome o site já usa para outra coisa'
          : 'ele só pode ter letras minúsculas sem acento, números e hífens (ex.: maria-souza.env)'
    }. ${suggestion ? `Renomeie para ${suggestion}.env.` : 'Escolha outro nome para o arquivo.'}`,
  unreadable: (file: string, reason: string) =>
    `${file} não pode ser lido (${reason}). Confira se é um arquivo legível por este usuário (chmod 644 ${file}).`,
  photoWithoutFile: (photo: string, envFile: string) =>
    `${photo} é a foto de um membro sem arquivo: crie ${envFile} (com NAME, SPONSOR, REGISTER_URL e ` +
      `WHATSAPP_NUMBER), ou apague a foto.`,
  twoPhotos: (photos: readonly string[]) => `${photos.join(' e ')}: duas fotos para o mesmo membro. Fique com uma.`,
  misnamed: (file: string, should: string) =>
    `${file}: o nome termina em .txt (o Bloco de Notas costuma acrescentar) e o arquivo não é lido. Renomeie para ` +
      `${should}.`,
  strayFile: (file: string) =>
    `${file} não é o arquivo de um membro (<nome>.env) nem uma foto (.jpg, .jpeg, .png, .webp, .avif): o build ` +
      `não o usa. Tire-o da pasta se não for de nada.`,
  notPublished: (problem: string, kept: boolean) =>
    `MEMBRO NÃO ATUALIZADO: ${problem} ${
      kept
        ? 'As páginas anteriores dele continuam no ar; corrija e rode o build de novo.'
        : 'Ele ainda não tem página; corrija e rode o build de novo.'
    }`,
  removed: (slug: string) =>
    `/${slug} saiu da equipe: /${slug} e /${slug}/bio agora levam os visitantes para a sua página inicial (/), ` +
      `com a campanha do link.`,
  removedMany: (count: number, first: readonly string[]) =>
    `${count} membros saíram da equipe de uma vez (${first.map((slug) => `/${slug}`).join(', ')}…): as páginas ` +
      `deles agora levam os visitantes para a sua página inicial (/). Se a pasta site/equipe/ foi movida sem ` +
      `querer, ponha-a de volta e rode o build: eles voltam ao ar.`,
  published: (count: number, withProblems: number) =>
    `Equipe: ${count} membro(s) no ar${withProblems > 0 ? `, ${withProblems} com problema (veja no fim)` : ''}.`,
};
