import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, inject } from 'vitest';
import { setClock } from './clock';

// How long waitFor and findBy* wait: vite.config.ts's `test`, beside the test and hook timeouts.
configure({ asyncUtilTimeout: inject('asyncUtilTimeout') });

// The clock: FIXTURE_NOW while the test files are read and at the start of every test.
setClock();
beforeEach(() => setClock());

afterEach(() => {
  cleanup();
  localStorage.clear();
});
