import { ROUTES } from '@dz/contracts/paths';
import { newsQueries } from '../api/pageQueries';
import HomePage from '../features/home/HomePage';
import { definePage } from '../ui/page';

/** The home page (docs/product.md "Screens"): its carousel reads every news item, lean. In the first load, not lazy. */
export default definePage({ path: ROUTES.home, query: () => newsQueries.lean, Screen: HomePage });
