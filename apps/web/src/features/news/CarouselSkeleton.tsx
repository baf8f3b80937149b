import { CAROUSEL } from '@dz/contracts/rules';
import type { ReactNode } from 'react';
import { Loading } from '../../ui/Status';

/**
 * Grey cards in the carousel's place while the news load, so the boxes below do not jump
 * when the real cards arrive (layout shift is a quarter of the Lighthouse score). A card's
 * title and preview keep at least as many lines as the skeleton draws (news.css), so the two
 * are as tall as each other unless a card's text needs more. As many grey cards as the widest
 * layout shows; news.css sizes them for the screen (--show), so the markup is the same on every one.
 */
export function CarouselSkeleton() {
  return (
    <div className="carousel">
      <div className="carousel-controls">
        <Loading />
      </div>
      <SkeletonCards />
    </div>
  );
}

/**
 * The carousel's place when there is nothing to slide (no news yet, or they could not be
 * loaded): the note on a panel exactly as tall as the skeleton it replaces, which sits under
 * it unseen and sizes it, so nothing below moves.
 */
export function CarouselPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className="carousel carousel-placeholder">
      <div className="carousel-placeholder-size" aria-hidden="true">
        <div className="carousel-controls" />
        <SkeletonCards />
      </div>
      <div className="carousel-placeholder-note">{children}</div>
    </div>
  );
}

function SkeletonCards() {
  return (
    <div className="carousel-viewport" aria-hidden="true">
      <div className="carousel-track">
        {Array.from({ length: CAROUSEL.show }, (_, i) => (
          <div className="carousel-slide" key={i}>
            <div className="news-card skeleton">
              <div className="skeleton-image" />
              <div className="news-card-body">
                <div className="skeleton-title" />
                <div className="skeleton-text" />
                <div className="skeleton-button" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
