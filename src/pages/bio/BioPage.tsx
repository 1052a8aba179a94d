import { Link } from '../../router/Link';

export function BioPage() {
  return <main><h1>Negócios Ozonteck</h1><Link href="/">Seja um Revendedor</Link></main>;
}
