import type { CSSProperties } from 'react';
import { Loading } from '../../ui/Status';

/**
 * Grey cards in the carousel's place while the news load, so the boxes below do not jump
 * when the real cards arrive (layout shift is a quarter of the Lighthouse score).
 */
export function CarouselSkeleton({ show }: { show: number }) {
  return (
    <div className="carousel" style={{ '--show': show } as CSSProperties}>
      <div className="carousel-controls">
        <Loading />
      </div>
      <div className="carousel-viewport" aria-hidden="true">
        <div className="carousel-track">
          {Array.from({ length: show }, (_, i) => (
            <div className="carousel-slide" key={i}>
              <div className="news-card skeleton">
                <div className="skeleton-image" />
                <div className="news-card-body">
                  <div className="skeleton-line wide" />
                  <div className="skeleton-line" />
                  <div className="skeleton-text" />
                  <div className="skeleton-button" />
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
