import {
  API, IMAGE_FIELD, newsCollection, newsInputSchema, PUBLICATION_UI, ROUTES, WEB_UI, withPublication, type News, type NewsInput, type PublicationFormValues,
} from '@dz/contracts';
import { Link } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { createNews, getNews, updateNews } from '../../api/zod/news';
import { CollectionFields, fieldValuesOf } from '../../ui/CollectionFields';
import { EditGuard } from '../../ui/EditGuard';
import { FileField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { PublicationFields, publicationValues, wirePublication } from '../../ui/PublicationFields';
import { itemVersion } from '../../ui/itemVersion';
import { useFileField } from '../../ui/useFileField';
import { useMultipartSubmit } from '../../ui/useMultipartSubmit';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { useDraftId } from '../shared/useDraftId';
import { newsKeys } from './queries';

/**
 * docs/product.md "Screens" news create and edit: naslov, opis (and any text field the news collection describes) and
 * an image (required on create, with a preview).
 */
export function NewsForm({ news }: { news?: News }) {
  const form = useSchemaForm<Values>(schema, valuesOf(news));
  const image = useFileField('image', !news);
  const preview = useObjectUrl(image.file);
  const { formProps, actions, guard } = useMultipartSubmit({
    form,
    file: image,
    fileField: IMAGE_FIELD,
    send: (body, s) => (news ? updateNews(news.id, wirePublication(body), s) : createNews(wirePublication(body), s)),
    invalidate: newsKeys.all,
    success: news ? WEB_UI.saved : WEB_UI.created,
    to: ROUTES.home,
    draft: useDraftId('Novost', news?.id ?? 'new'),
    presence: news && { resource: 'Novost', id: news.id },
    version: news && itemVersion(API.news(news.id), news, () => getNews(news.id), valuesOf),
    view: (saved) => ROUTES.newsDetail(saved.id),
  });

  return (
    <form {...formProps}>
      <EditGuard {...guard} />
      <CollectionFields collection={newsCollection} form={form} />
      <FileField label={WEB_UI.imageLabel} state={image} />
      {(preview ?? news?.slikaUrl) && (
        <figure className="image-preview">
          <img src={preview ?? news?.slikaUrl} alt={preview ? WEB_UI.imagePreview : WEB_UI.currentImage} />
          <figcaption>{preview ? WEB_UI.imagePreview : WEB_UI.currentImage}</figcaption>
        </figure>
      )}
      <PublicationFields form={form} current={news} />
      {news && news.status !== 'published' && (
        <p><Link to={ROUTES.newsDetail(news.id)}>{PUBLICATION_UI.previewOf(news.naslov)}</Link></p>
      )}
      <FormActions submitLabel={news ? WEB_UI.saveChanges : WEB_UI.newsCreateButton} cancelTo={ROUTES.home} {...actions} />
    </form>
  );
}

type Values = NewsInput & PublicationFormValues;
const schema = withPublication(newsInputSchema);
const valuesOf = (news?: News): Values => ({ ...(fieldValuesOf(newsCollection, news) as NewsInput), ...publicationValues(news) });

/** A temporary URL for a chosen file, released when the file changes or the form goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}
