import { IMAGE_FIELD, SHARE_PICTURE_UI, WEB_UI } from '@dz/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { ApiError } from '../../api/errors';
import { getSharePicture, resetSharePicture, uploadSharePicture, type VersionedSharePicture } from '../../api/sharePicture';
import { FileField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { Loaded } from '../../ui/Loaded';
import { notify } from '../../ui/notify';
import { useFileField } from '../../ui/useFileField';
import { useObjectUrl } from '../../ui/useObjectUrl';
import { useUpload } from '../../ui/useUpload';

const sharePictureKey = ['slika-za-dijeljenje'] as const;

/** What a failure says: the server's sentence when it gave one. */
const failureText = (e: unknown) => (e instanceof ApiError && e.fromServer ? e.message : SHARE_PICTURE_UI.failed);

/**
 * The institution screen's picture for link previews (issue 24, docs/product.md "Heads"): what pages without a picture of
 * their own show when their link is shared, the chosen file's preview, an upload (PUT /api/Ustanova/slika, with its
 * progress; the server crops it to 1200×630) and, after one, the way back to the default. A form of its own beside the
 * contacts' form: the picture is sent at once, not with the contacts.
 */
export function SharePictureSection() {
  const headingId = useId();
  const picture = useQuery({ queryKey: sharePictureKey, queryFn: ({ signal }) => getSharePicture(signal) });
  return (
    <section className="share-picture" aria-labelledby={headingId}>
      <h2 id={headingId}>{SHARE_PICTURE_UI.heading}</h2>
      <p className="field-hint">{SHARE_PICTURE_UI.hint}</p>
      <Loaded query={picture}>{(p) => <SharePictureForm current={p} />}</Loaded>
    </section>
  );
}

function SharePictureForm({ current: { picture: current, tag } }: { current: VersionedSharePicture }) {
  const queryClient = useQueryClient();
  const file = useFileField('image', true);
  const upload = useUpload();
  const preview = useObjectUrl(file.file);
  const shown = (p: VersionedSharePicture) => queryClient.setQueryData(sharePictureKey, p);
  /** A failure's snackbar; changed by someone else meanwhile (412): theirs is shown (the chosen file let go), to change from. */
  const failed = (e: unknown) => {
    notify.error(failureText(e));
    if (!(e instanceof ApiError && e.status === 412)) return;
    file.clear();
    void queryClient.invalidateQueries({ queryKey: sharePictureKey });
  };
  // Every change names the version shown (If-Match, issue 41), never replacing someone else's change unseen.
  const reset = useMutation({
    mutationFn: () => resetSharePicture(tag),
    onSuccess: (p) => {
      shown(p);
      notify.success(SHARE_PICTURE_UI.resetDone);
    },
    onError: failed,
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const chosen = file.file;
    if (!file.check() || !chosen) return;
    try {
      shown(await upload.run((s) => uploadSharePicture(chosen, tag, s)));
      file.clear();
      notify.success(SHARE_PICTURE_UI.saved);
    } catch (err) {
      // A refused picture is the field's to say; anything else (a cancelled upload included) the snackbar's.
      if (err instanceof ApiError && err.fromServer && err.field === IMAGE_FIELD) file.setError(err.message);
      else if (!(err instanceof DOMException && err.name === 'AbortError')) failed(err);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <figure className="image-preview share-picture-preview">
        <img src={preview ?? current.url} alt={SHARE_PICTURE_UI.preview} width={current.width} height={current.height} />
        <figcaption>{preview ? WEB_UI.imagePreview : current.custom ? SHARE_PICTURE_UI.currentCustom : SHARE_PICTURE_UI.currentDefault}</figcaption>
      </figure>
      <FileField label={SHARE_PICTURE_UI.field} state={file} />
      <FormActions
        submitLabel={SHARE_PICTURE_UI.upload}
        disabled={!file.file || !file.ready || reset.isPending}
        progress={upload.progress}
        onCancelUpload={upload.cancel}
      />
      {current.custom && (
        <p>
          <button type="button" className="btn btn-secondary" disabled={upload.busy || reset.isPending} onClick={() => reset.mutate()}>
            {SHARE_PICTURE_UI.reset}
          </button>
        </p>
      )}
    </form>
  );
}
