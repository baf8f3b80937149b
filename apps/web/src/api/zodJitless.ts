import { config } from 'zod/v4/core';

// zod compiles fast parsers with new Function() unless told not to; the server's CSP forbids
// eval, and the probe alone shows up as a CSP violation in the browser. Imported by every
// module that parses with zod, before the first parse.
config({ jitless: true });
