import { matchRoutes } from 'react-router-dom';
import { pageMatcher } from './routeMatch';

/** The row of the page at a path, for the browser and the server's render (see pageMatcher). */
export const matchPage = pageMatcher(matchRoutes);
