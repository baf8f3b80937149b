/**
 * api/zod/: the calls that check answers with the contracts' zod schemas (about 28 KB gzipped),
 * imported only by screens loaded on demand; everything else in api/ stays free of zod, because
 * the home page loads it on first visit (scripts/bundle-size.mjs and layers.test.ts check this).
 */
import { config } from 'zod/v4/core';

// zod compiles fast parsers with new Function() unless told not to; the server's CSP forbids
// eval, and zod's probe for it (made while building object schemas) shows up as a CSP
// violation. vite.config.ts bundles this file into zod's own chunk, so it runs before any
// schema is built; the api modules that parse import it to keep it in the graph.
config({ jitless: true });
