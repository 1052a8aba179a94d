// Everything the browser evaluates for this route, as one chunk: the page and the hydration code.
export { NotFoundPage as page } from '../../pages/not-found/NotFoundPage';
export { hydrate } from '../hydrate';
