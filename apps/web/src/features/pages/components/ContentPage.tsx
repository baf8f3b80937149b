import { firstSentence } from '@dz/contracts';
import type { Block, PageContent } from '@dz/content';
import { usePageHead } from '../../../ui/head';
import { Blocks } from './Blocks';
import { Collapsible } from './Collapsible';
import { Tiles } from './Tiles';

/** A page's description: its own, or the first sentence of its first paragraph. */
function describe(content: PageContent): string | undefined {
  if (content.description) return content.description;
  const blocks: Block[] = [...(content.lead ?? []), ...(content.sections ?? []).flatMap((s) => s.blocks)];
  const paragraph = blocks.find((b) => b.type === 'paragraph');
  return paragraph && firstSentence(paragraph.text);
}

/**
 * A whole static page from its data: h1, always-visible text, closed boxes, tiles. `path` is
 * the page's own address where it has two (the canonical one).
 */
export function ContentPage({ content, path }: { content: PageContent; path?: string }) {
  usePageHead({ title: content.title, name: content.name, description: describe(content), path });
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
            <Collapsible key={s.id} title={s.title}>
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
