import { FORM_MAX_WIDTH_PX, IMAGE_FIELD, ROUTES, UI, WEB_UI, novostInputSchema, type Novost, type NovostInput } from '@dz/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { createNews, updateNews } from '../../api/newsItem';
import { FileField, TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { notify } from '../../ui/notify';
import { showSubmitError } from '../../ui/submitError';
import { useFileField } from '../../ui/useFileField';
import { useUpload } from '../../ui/useUpload';
import { newsKeys } from './queries';

/** SPEC §2 news create and edit: naslov, opis and an image (required on create, with a preview). */
export function NewsForm({ news }: { news?: Novost }) {
  const form = useForm<NovostInput>({
    resolver: zodResolver(novostInputSchema),
    mode: 'onTouched',
    defaultValues: { naslov: news?.naslov ?? '', opis: news?.opis ?? '' },
  });
  const image = useFileField('image', !news);
  const preview = useObjectUrl(image.file);
  const upload = useUpload();
  const [formError, setFormError] = useState<string | null>(null);
  const qc = useQueryClient();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async (values) => {
    if (!image.check()) return;
    const body = new FormData();
    body.set('naslov', values.naslov);
    body.set('opis', values.opis);
    if (image.file) body.set(IMAGE_FIELD, image.file);
    setFormError(null);
    try {
      await upload.run((send) => (news ? updateNews(news.id, body, send) : createNews(body, send)));
      await qc.invalidateQueries({ queryKey: newsKeys.all });
      notify.success(news ? WEB_UI.saved : WEB_UI.created);
      navigate(ROUTES.home);
    } catch (e) {
      showSubmitError(e, {
        field: (name, message) => {
          if (name === IMAGE_FIELD) image.setError(message);
          else if (name === 'naslov' || name === 'opis') form.setError(name, { message });
          else return false;
          return true;
        },
        form: setFormError,
      });
    }
  }, () => void image.check());

  const { errors } = form.formState;
  return (
    <form className="form" style={{ maxWidth: FORM_MAX_WIDTH_PX }} onSubmit={onSubmit} noValidate>
      <TextField label={WEB_UI.naslov} error={errors.naslov?.message} {...form.register('naslov')} />
      <TextField label={WEB_UI.opis} multiline error={errors.opis?.message} {...form.register('opis')} />
      <FileField label={WEB_UI.slika} state={image} />
      {(preview ?? news?.slikaUrl) && (
        <figure className="image-preview">
          <img src={preview ?? news?.slikaUrl} alt={preview ? WEB_UI.imagePreview : WEB_UI.currentImage} />
          <figcaption>{preview ? WEB_UI.imagePreview : WEB_UI.currentImage}</figcaption>
        </figure>
      )}
      <FormActions
        submitLabel={news ? UI.save : WEB_UI.newsCreateButton}
        disabled={!form.formState.isValid || !image.ready}
        cancelTo={ROUTES.home}
        progress={upload.progress}
        onCancelUpload={upload.cancel}
        error={formError}
      />
    </form>
  );
}

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
