#!/usr/bin/env bash
# O primeiro passo num VPS novo, como root: confere o sistema, instala o Node 20 ou mais novo
# (o do sistema quando ele é novo o bastante, senão o da NodeSource), os pacotes do projeto
# (npm ci), o comando `ozonteck`, e passa para `ozonteck instalar` (src/vps/cli.ts), que faz o
# resto em TypeScript. O único passo fora do TypeScript: antes dele ainda não há Node.
#   bash /srv/ozonteck/src/vps/instalar.sh [--dominio site.com.br --patrocinador … --sim]
set -euo pipefail

# O sistema, pelo ID e VERSION_ID de /etc/os-release: os mesmos que src/vps/os-release.ts aceita.
ozonteck_sistema_suportado() {
  case "$1 $2" in
    "debian 12" | "debian 13" | "ubuntu 22.04" | "ubuntu 24.04") return 0 ;;
    *) return 1 ;;
  esac
}

# A versão principal (20) de "v20.11.1", "18.19.0+dfsg-6~deb12u2", "1:22.3.0-1nodesource1"; 0 sem versão.
ozonteck_versao_principal() {
  local versao="${1#v}"
  versao="${versao#*:}"
  versao="${versao%%.*}"
  case "$versao" in '' | *[!0-9]*) echo 0 ;; *) echo "$versao" ;; esac
}

# De onde vem o Node: "presente" (o instalado já serve), "sistema" (o apt do sistema tem 20 ou
# mais) ou "nodesource" (o apt da NodeSource). $1: versão instalada; $2: a que o apt instalaria.
ozonteck_origem_do_node() {
  if [ "$(ozonteck_versao_principal "$1")" -ge 20 ]; then echo presente
  elif [ "$(ozonteck_versao_principal "$2")" -ge 20 ]; then echo sistema
  else echo nodesource; fi
}

[ "${OZONTECK_SO_FUNCOES:-}" = 1 ] && return 0

falha() {
  echo "✗ $1" >&2
  exit 1
}

[ "$(id -u)" = 0 ] || falha "Rode como root (o usuário administrador do VPS): sudo bash $0"
umask 022
export DEBIAN_FRONTEND=noninteractive
raiz="$(cd "$(dirname "$0")/../.." && pwd)"

# shellcheck disable=SC1091
. /etc/os-release
if ! ozonteck_sistema_suportado "${ID:-}" "${VERSION_ID:-}"; then
  falha "Este sistema é ${PRETTY_NAME:-desconhecido}. A instalação funciona em Debian 12 ou 13 e Ubuntu 22.04 ou
  24.04: crie o VPS com um deles (no painel do provedor, \"reinstalar sistema\") e rode de novo."
fi
echo "✓ Sistema: ${PRETTY_NAME}"

instalado="$(node --version 2>/dev/null || true)"
candidato=""
if [ "$(ozonteck_versao_principal "$instalado")" -lt 20 ]; then
  # Um repositório fora do ar não impede nada: a lista que o sistema já tem ainda serve.
  apt-get update -qq || echo "! apt-get update falhou (veja acima); sigo com a lista de pacotes que o sistema já tem."
  candidato="$(apt-cache policy nodejs 2>/dev/null | awk '/Candidate:/ { print $2 }')"
fi
case "$(ozonteck_origem_do_node "$instalado" "$candidato")" in
  presente) echo "✓ Node ${instalado} já instalado: é o que o site usa." ;;
  sistema)
    echo "… Instalando o Node ${candidato} dos pacotes do sistema (apt)."
    apt-get install -y -qq nodejs npm >/dev/null || falha "A instalação do Node pelo apt falhou (veja acima)."
    ;;
  nodesource)
    echo "… O sistema só tem o Node ${candidato:-(nenhum)}; o site precisa do 20 ou mais novo."
    echo "… Instalando o Node 22 dos pacotes da NodeSource (deb.nodesource.com)."
    para_baixar=()
    command -v curl >/dev/null || para_baixar+=(curl)
    [ -f /etc/ssl/certs/ca-certificates.crt ] || para_baixar+=(ca-certificates)
    if [ ${#para_baixar[@]} -gt 0 ]; then
      apt-get install -y -qq "${para_baixar[@]}" >/dev/null ||
        falha "Não deu para instalar ${para_baixar[*]} (veja acima): confira a internet do VPS e rode de novo."
    fi
    curl -fsSL https://deb.nodesource.com/gpgkey/nodesource-repo.gpg.key -o /usr/share/keyrings/nodesource.asc ||
      falha "Não deu para baixar a chave da NodeSource: confira a internet do VPS e rode de novo."
    echo "deb [signed-by=/usr/share/keyrings/nodesource.asc] https://deb.nodesource.com/node_22.x nodistro main" \
      >/etc/apt/sources.list.d/nodesource.list
    { apt-get update -qq && apt-get install -y -qq nodejs >/dev/null; } ||
      falha "A instalação do Node da NodeSource falhou (veja acima); nada mais foi mudado. Rode de novo."
    ;;
esac
command -v npm >/dev/null || falha "O Node está instalado sem o npm: apt-get install -y npm, e rode de novo."
echo "✓ Node $(node --version), npm $(npm --version)"

# npm ci só quando package-lock.json mudou desde o último (ou falta node_modules): rodar de novo
# não reinstala nada. A marca fica em .cache/, que o npm ci não apaga.
cd "$raiz"
marca=".cache/npm-ci-de-package-lock"
lock="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ -d node_modules ] && [ -f "$marca" ] && [ "$(cat "$marca")" = "$lock" ]; then
  echo "✓ Pacotes do projeto já instalados (npm ci)."
else
  echo "… Instalando os pacotes do projeto (npm ci, cerca de um minuto)."
  npm ci --no-audit --no-fund --loglevel=error || falha "npm ci falhou (veja acima): confira a internet e rode de novo."
  mkdir -p .cache && echo "$lock" >"$marca"
fi

# O comando do operador: `ozonteck verificar`, `ozonteck atualizar`, …
cat >/usr/local/bin/ozonteck <<COMANDO
#!/bin/sh
# O comando do site Negócios Ozonteck, escrito por src/vps/instalar.sh: ozonteck ajuda
# umask 022: o que ele instala e constrói fica legível para o usuário do servidor.
umask 022
cd "$raiz" || exit 1
if [ "\${1:-}" = instalar ]; then shift; exec bash src/vps/instalar.sh "\$@"; fi
exec node --import ./src/builder/node-loader/register.mjs src/vps/cli.ts "\$@"
COMANDO
chmod 755 /usr/local/bin/ozonteck

exec node --import ./src/builder/node-loader/register.mjs src/vps/cli.ts instalar "$@"
