import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** Created once at start; kept outside React so the maintenance swap doesn't lose history state. */
export const router = createBrowserRouter(routes);
