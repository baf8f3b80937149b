import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load their chunk on first use (ui/lazyScreen.tsx); on a busy machine the first import
// of one in a test can take longer than the library's one second to appear.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
