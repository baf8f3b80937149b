// The router's catch-all. The page lives in ui/ because screens below app/ show it too
// (an edit or detail address whose id is not a number).
export { NotFoundPage } from '../ui/NotFoundPage';
