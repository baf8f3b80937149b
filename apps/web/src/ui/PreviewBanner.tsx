import { PUBLICATION_UI, type Publication } from '@dz/contracts';
import { stateText } from './PublicationFields';

/**
 * Over an item that the public does not see yet (a draft, a scheduled item), which only staff are shown (their token
 * reads it, issue 23): "Pregled — nije objavljeno" and its state. Nothing for a published item.
 */
export function PreviewBanner({ item }: { item: Partial<Publication> }) {
  if (!item.status || item.status === 'published') return null;
  return (
    <div className="preview-banner" role="status">
      <strong>{PUBLICATION_UI.previewBanner}</strong>
      <span>{stateText(item as Publication)}</span>
    </div>
  );
}
