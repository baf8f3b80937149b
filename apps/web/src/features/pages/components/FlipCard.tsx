import { WEB_UI } from '@dz/contracts';
import { labels } from '@dz/content';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import './flip-card.css';

interface Props {
  /** Names the card for screen readers ("Kontakt i radno vrijeme: {label}"). */
  label: string;
  front: ReactNode;
  back: ReactNode;
  /** Under the button, whichever face shows (and without JavaScript): a link to the item's own page. */
  footer?: ReactNode;
}

/**
 * A card that turns over (docs/product.md "Screens" services). A click anywhere on it turns it; keyboard
 * users press its button (Enter or Space), whose aria-expanded tells screen readers the
 * state. The face turned away is hidden (flip-card.css: visibility, none below md), so its links
 * leave the tab order and the AT tree. Without JavaScript nothing turns the card: both faces
 * show, one under the other (an attribute such as inert on the back would keep its links
 * out of reach there, since the server's HTML carries it).
 */
export function FlipCard({ label, front, back, footer }: Props) {
  const [flipped, setFlipped] = useState(false);
  const backId = useId();
  // The visible words start the accessible name (WCAG 2.5.3), the card's title ends it.
  const text = flipped ? labels.flipHide : labels.flipShow;
  const onCardClick = (e: MouseEvent) => {
    // Links on the back (phone, e-mail) and the button itself handle their own clicks.
    if (!(e.target as Element).closest('a, button')) setFlipped(!flipped);
  };
  return (
    // The click handler only mirrors the button for mouse users; the button is the control.
    <div className={flipped ? 'flip-card is-flipped' : 'flip-card'} onClick={onCardClick}>
      <div className="flip-card-inner">
        <div className="flip-card-face flip-card-front">
          {front}
        </div>
        <div className="flip-card-face flip-card-back" id={backId}>
          {back}
        </div>
      </div>
      <button
        type="button"
        className="btn flip-card-toggle"
        aria-expanded={flipped}
        aria-controls={backId}
        aria-label={WEB_UI.forItem(text, label)}
        onClick={() => setFlipped(!flipped)}
      >
        {text}
      </button>
      {footer}
    </div>
  );
}
