// Everything the browser evaluates for this route, as one chunk: the page and the hydration code.
export { LandingPage as page } from '../../pages/landing/LandingPage';
export { hydrate } from '../hydrate';
