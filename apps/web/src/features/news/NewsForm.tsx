import {
  API_ERRORS, fieldOf, NEWS_PICTURE_UI, newsCollection, newsInputSchema, PUBLICATION_UI, ROUTES, WEB_UI, withPublication,
  type CollectionField, type News, type NewsInput, type PublicationFormValues,
} from '@dz/contracts';
import { Link } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { createNews, getNews, updateNews } from '../../api/zod/news';
import { CollectionFields, fieldValuesOf } from '../../ui/CollectionFields';
import { EditGuard } from '../../ui/EditGuard';
import { FileField, TextField } from '../../ui/Fields';
import { useObjectUrl } from '../../ui/useObjectUrl';
import { FormActions } from '../../ui/FormActions';
import { PublicationFields, publicationValues, wirePublication } from '../../ui/PublicationFields';
import { itemVersion } from '../../ui/itemVersion';
import { useFileField } from '../../ui/useFileField';
import { useMultipartSubmit } from '../../ui/useMultipartSubmit';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { useDraftId } from '../shared/useDraftId';
import { newsKeys } from './queries';

/**
 * docs/product.md "Screens" news create and edit: naslov, opis (and any text field the news collection describes), an
 * image (required on create, with a preview) and its text (issue 23): the alt text, required unless the box
 * "Ukrasna slika" says the picture is decorative (then hidden, and sent as ''), and an optional caption.
 */
export function NewsForm({ news }: { news?: News }) {
  const form = useSchemaForm<Values>(schema, valuesOf(news));
  const decorative = useWatch({ control: form.control, name: 'imageDecorative' }) === true;
  const image = useFileField('image', !news);
  const preview = useObjectUrl(image.file);
  const { formProps, actions, guard } = useMultipartSubmit({
    form,
    file: image,
    fileField: PICTURE.wire,
    send: (body, s) => {
      const sent = wirePublication(withoutDecorativeAlt(body));
      return news ? updateNews(news.id, sent, s) : createNews(sent, s);
    },
    invalidate: newsKeys.all,
    success: news ? WEB_UI.saved : WEB_UI.created,
    to: ROUTES.home,
    draft: useDraftId(newsCollection.resource, news?.id ?? 'new'),
    presence: news && { resource: newsCollection.resource, id: news.id },
    version: news && itemVersion(news, () => getNews(news.id), valuesOf),
    view: (saved) => ROUTES.newsDetail(saved.id),
  });

  return (
    <form {...formProps}>
      <EditGuard {...guard} />
      <CollectionFields collection={TEXT} form={form} />
      <FileField label={WEB_UI.imageLabel} state={image} />
      {(preview ?? news?.slikaUrl) && (
        <figure className="image-preview">
          <img src={preview ?? news?.slikaUrl} alt={preview ? WEB_UI.imagePreview : WEB_UI.currentImage} />
          <figcaption>{preview ? WEB_UI.imagePreview : WEB_UI.currentImage}</figcaption>
        </figure>
      )}
      {!decorative && <TextField label={ALT.label} hint={NEWS_PICTURE_UI.altHint} {...fieldProps(form, ALT.wire)} />}
      <CollectionFields collection={{ fields: [DECORATIVE, CAPTION] }} form={form} />
      <PublicationFields form={form} current={news} />
      {news && news.status !== 'published' && (
        <p><Link to={ROUTES.newsDetail(news.id)}>{PUBLICATION_UI.previewOf(news.naslov)}</Link></p>
      )}
      <FormActions submitLabel={news ? WEB_UI.saveChanges : WEB_UI.newsCreateButton} cancelTo={ROUTES.home} {...actions} />
    </form>
  );
}

type Values = NewsInput & PublicationFormValues;

/** The picture (its multipart part) and its text fields (the news collection's), shown after it; the other fields before it. */
const PICTURE = fieldOf(newsCollection, 'image');
const ALT = fieldOf(newsCollection, 'imageAlt');
const DECORATIVE = fieldOf(newsCollection, 'imageDecorative');
const CAPTION = fieldOf(newsCollection, 'imageCaption');
const PICTURE_TEXT: readonly CollectionField[] = [ALT, DECORATIVE, CAPTION];
const TEXT = { fields: newsCollection.fields.filter((f) => f !== PICTURE && !PICTURE_TEXT.includes(f)) };

/** The alt text is required unless the picture is decorative: a rule of two fields, the form's (collections.ts says why). */
const schema = withPublication(newsInputSchema).check((ctx) => {
  const v = ctx.value;
  if (!v.imageDecorative && !v.imageAlt?.trim()) ctx.issues.push({ code: 'custom', path: [ALT.wire], message: API_ERRORS.required, input: v.imageAlt });
});

/** A decorative picture's alt text is sent as '' (what was typed before the box was ticked stays in the form). */
function withoutDecorativeAlt(body: FormData): FormData {
  if (body.get(DECORATIVE.wire) === 'true') body.set(ALT.wire, '');
  return body;
}
const valuesOf = (news?: News): Values => ({ ...(fieldValuesOf(newsCollection, news) as NewsInput), ...publicationValues(news) });

