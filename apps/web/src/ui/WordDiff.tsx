import { useEffect, useState } from 'react';

type Change = { value: string; added?: boolean; removed?: boolean };

interface Props {
  from: string;
  to: string;
  /** What a removed and an added word are called (their title, for pointer users). */
  removedTitle: string;
  addedTitle: string;
  /** Shown instead when the texts are the same. */
  same: string;
}

/**
 * Two texts word by word: words only in `from` struck through, words only in `to` marked
 * (jsdiff, loaded on first use). The versions' comparison and the two-editors conflict view.
 */
export function WordDiff({ from, to, removedTitle, addedTitle, same }: Props) {
  const [changes, setChanges] = useState<Change[] | null>(null);
  useEffect(() => {
    let live = true;
    void import('diff').then(({ diffWords }) => { if (live) setChanges(diffWords(from, to)); });
    return () => { live = false; };
  }, [from, to]);
  if (!changes) return null;
  if (changes.every((c) => !c.added && !c.removed)) return <p>{same}</p>;
  return (
    <p className="diff" style={{ whiteSpace: 'pre-wrap' }}>
      {changes.map((c, i) => (c.added
        ? <ins key={i} title={addedTitle}>{c.value}</ins>
        : c.removed ? <del key={i} title={removedTitle}>{c.value}</del> : <span key={i}>{c.value}</span>))}
    </p>
  );
}
