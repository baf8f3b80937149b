import { ROUTES, WEB_UI, firstSentence, newsCollection, type NewsSummary } from '@dz/contracts';
import { PreviewBanner } from '../../ui/PreviewBanner';
import { Link } from 'react-router-dom';
import { DateText } from '../../ui/DateText';
import { Loaded } from '../../ui/Loaded';
import { usePageHead, type PageHead } from '../../ui/head';
import { WithRouteId } from '../../ui/WithRouteId';
import { FULL_IMAGE_SIZE } from './imageSize';
import { NewsText } from './NewsText';
import { pagePictureAlt, previewPictureAlt } from './pictureText';
import { useNews } from './useNews';

/**
 * docs/product.md "Screens" news detail: naslov, its date, its picture (with its alt text and caption) and opis (its
 * paragraphs and links, NewsText) of the route id, and the way back to the archive. Opis is the first of the news' long
 * texts: each its description names is shown so, in its order (a field added there shows here by itself).
 */
const LONG_TEXTS = newsCollection.fields.filter((f) => f.type === 'longText').map((f) => f.wire);
export default function NewsDetailPage() {
  return <WithRouteId>{(id) => <NewsDetail id={id} />}</WithRouteId>;
}

/** The stored picture's size (the API reads it from the JPEG), when the answer has it. */
const storedSize = (n: NewsSummary) => (n.imageWidth && n.imageHeight ? { width: n.imageWidth, height: n.imageHeight } : undefined);

/**
 * A news item to search results and link previews: its title, its first sentence, its picture with its own size, and
 * when it was published (its publication's time; an item from before publications, its creation) and last changed.
 */
const newsHead = (n: NewsSummary): PageHead => ({
  title: n.naslov,
  description: firstSentence(n.opis),
  path: ROUTES.newsDetail(n.id),
  article: {
    image: { src: n.slikaUrl, ...storedSize(n), alt: previewPictureAlt(n) },
    publishedTime: (n.status === 'published' && n.publishAt) || n.createdAt,
    modifiedTime: n.updatedAt,
  },
});

function NewsDetail({ id }: { id: number }) {
  const news = useNews(id);
  usePageHead(news.data ? newsHead(news.data) : { title: WEB_UI.newsHeading });
  const missing = (
    <>
      <h1>{WEB_UI.newsNotFound}</h1>
      <p><Link to={ROUTES.news}>{WEB_UI.newsHeading}</Link></p>
    </>
  );
  return (
    <Loaded query={news} missing={missing}>
      {(n) => (
        <article className="news-detail">
          <PreviewBanner item={n} />
          <h1>{n.naslov}</h1>
          <p className="item-meta">
            <DateText iso={n.createdAt} />
          </p>
          <figure className="news-figure">
            {/* The versioned image URL instead of the base64 copy: same picture, cached by the browser. */}
            <img src={n.slikaUrl} alt={pagePictureAlt(n)} {...(storedSize(n) ?? FULL_IMAGE_SIZE)} />
            {n.imageCaption && <figcaption>{n.imageCaption}</figcaption>}
          </figure>
          {LONG_TEXTS.map((wire, i) => {
            const text = String((n as Record<string, unknown>)[wire] ?? '');
            // The body as ever; another long text only when it has one.
            return i === 0 || text ? <NewsText key={wire} text={text} /> : null;
          })}
          <p>
            <Link to={ROUTES.news}>
              <span aria-hidden="true">‹ </span>
              {WEB_UI.allNews}
            </Link>
          </p>
        </article>
      )}
    </Loaded>
  );
}
