import { config } from 'zod/v4/core';

// zod compiles fast parsers with new Function() unless told not to; the server's CSP forbids
// eval, and zod's probe for it (made while building object schemas) shows up as a CSP
// violation. vite.config.ts bundles this file into zod's own chunk, so it runs before any
// schema is built; the api modules that parse import it to keep it in the graph.
config({ jitless: true });
