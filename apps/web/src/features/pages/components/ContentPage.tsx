import type { PageContent } from '@dz/content';
import { useDocumentTitle } from '../../../ui/head';
import { Blocks } from './Blocks';
import { Collapsible } from './Collapsible';
import { Tiles } from './Tiles';

/** A whole static page from its data: h1, always-visible text, closed boxes, tiles. */
export function ContentPage({ content }: { content: PageContent }) {
  useDocumentTitle(content.title);
  return (
    <>
      {content.title && <h1>{content.title}</h1>}
      <ContentBody content={content} />
    </>
  );
}

/**
 * The page without its title: used alone above a document list, whose page already has
 * the h1. Lead headings are h2, box titles h2, headings inside boxes h3.
 */
export function ContentBody({ content }: { content: PageContent }) {
  return (
    <div className="content-page">
      {content.lead && <Blocks blocks={content.lead} level={2} />}
      {content.sections && (
        <div className="content-sections">
          {content.sections.map((s) => (
            <Collapsible key={s.id} id={s.id} title={s.title}>
              <Blocks blocks={s.blocks} level={3} />
            </Collapsible>
          ))}
        </div>
      )}
      {content.tiles && <Tiles tiles={content.tiles} />}
      {content.after && <Blocks blocks={content.after} level={2} />}
    </div>
  );
}
