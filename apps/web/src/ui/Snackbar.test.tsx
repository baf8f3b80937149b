// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify';
import { Snackbar } from './Snackbar';

describe('the snackbar (its code loads after the first render)', () => {
  it('renders nothing at first, then shows a message given before its code arrived', async () => {
    const { container } = render(<Snackbar />);
    expect(container.innerHTML).toBe('');
    notify.success('Novost je sačuvana.');
    expect(await screen.findByText('Novost je sačuvana.')).toBeTruthy();
  });
});
