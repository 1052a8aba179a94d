// Everything the browser evaluates for this route, as one chunk: the page and the hydration code.
export { BioPage as page } from '../../pages/bio/BioPage';
export { hydrate } from '../hydrate';
