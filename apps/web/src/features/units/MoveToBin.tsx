import { BIN_DAYS, UNIT_UI } from '@dz/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { moveUnitToBin } from '../../api/zod/units';
import { ApiError } from '../../api/errors';
import { notify } from '../../ui/notify';

interface Props {
  /** The unit's name in the question and the button's accessible name. */
  name: string;
  /** Its API path (DELETE) and the version the form loaded (If-Match). */
  path: string;
  updatedAt: string;
  /** What to read again afterwards, and where to go (the unit's public list). */
  invalidate: readonly QueryKey[];
  to: string;
  /** Leaves the form without its unsaved-changes question (useSaveForm's leave). */
  leave: (to: string) => void;
}

/**
 * "Premjesti u kantu" on a clinic's or service's edit screen (issue 23): one question, then DELETE with the version the
 * form loaded; off the site at once, back from /kanta within BIN_DAYS days. A refusal (saved by someone since: 412) says why.
 */
export function MoveToBinButton({ name, path, updatedAt, invalidate, to, leave }: Props) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!window.confirm(UNIT_UI.toBinConfirm(name, BIN_DAYS))) return;
    setBusy(true);
    try {
      await moveUnitToBin(path, updatedAt);
    } catch (e) {
      setBusy(false);
      notify.error(e instanceof ApiError && e.fromServer ? e.message : UNIT_UI.toBinFailed);
      return;
    }
    await Promise.all([...invalidate, ['bin']].map((queryKey) => qc.invalidateQueries({ queryKey })));
    notify.success(UNIT_UI.movedToBin);
    leave(to);
  };
  return (
    <p className="unit-bin">
      <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void onClick()} aria-label={`${UNIT_UI.toBin}: ${name}`}>
        {UNIT_UI.toBin}
      </button>
    </p>
  );
}
