import { IMAGE_FIELD, itemTag, UNIT_UI, WEB_UI, type UnitPicture } from '@dz/contracts';
import { uploadPicture } from '../../api/zod/units';
import { ApiError } from '../../api/errors';
import { FileField } from '../../ui/Fields';
import { useObjectUrl } from '../../ui/useObjectUrl';
import { notify } from '../../ui/notify';
import { useFileField, type FileFieldState } from '../../ui/useFileField';
import { useUpload } from '../../ui/useUpload';

/**
 * A clinic's or service's picture (issue 23): optional, sent after the form's JSON to `PUT …/slika` (multipart, with
 * progress), which re-encodes it as a news picture. What the form's save path needs of it is spread into useJsonForm.
 */
export function useUnitPicture() {
  const file = useFileField('image', false);
  const upload = useUpload();
  return {
    file,
    /** For useJsonForm: the chosen file counts as a change, its check and its server message are the field's. */
    formOptions: {
      fileChosen: file.file !== null,
      check: file.check,
      fileMissing: !file.ready,
      resetOther: file.clear,
      otherField: (name: string, message: string) => {
        if (name !== IMAGE_FIELD) return false;
        file.setError(message);
        return true;
      },
    },
    /** For FormActions: the upload's share and its cancel. */
    progress: { progress: upload.progress, onCancelUpload: upload.cancel },
    /**
     * After the JSON save: the chosen picture, if any, to the unit as that save left it (`saved`, If-Match; the new
     * version's tag goes to `onTag`). A new unit is saved already, so a refused picture does not stop the form (the
     * snackbar says so; its edit screen takes another); an edit's refusal stays on the picture's field.
     */
    async send(path: string, saved: { updatedAt: string }, created: boolean, onTag?: (etag: string | null) => void) {
      if (!file.file) return;
      const chosen = file.file;
      try {
        await upload.run((s) => uploadPicture(path, chosen, { ...s, ifMatch: itemTag(saved.updatedAt), onTag }));
      } catch (e) {
        if (!created) throw e;
        notify.error(UNIT_UI.pictureNotSaved(e instanceof ApiError && e.fromServer ? e.message : WEB_UI.saveFailed));
      }
    },
  };
}

/** The picture field with what the unit shows now (its upload, else its default) or the chosen file's preview. */
export function UnitPictureField({ state, current, fallback, hint }: { state: FileFieldState; current: UnitPicture | null; fallback: string; hint: string }) {
  const preview = useObjectUrl(state.file);
  const caption = preview ? WEB_UI.imagePreview : WEB_UI.currentImage;
  return (
    <>
      <FileField label={UNIT_UI.picture} hint={hint} state={state} />
      <figure className="image-preview unit-picture">
        {/* The default (an illustration, a service's 64 px icon) at its own size; a picture cropped as the cards crop it. */}
        <img src={preview ?? current?.cardUrl ?? fallback} alt={caption} className={preview || current ? undefined : 'unit-picture-default'} />
        <figcaption>{caption}</figcaption>
      </figure>
    </>
  );
}
