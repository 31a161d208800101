import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MyProfilePhoto_profile$key } from '../__generated__/MyProfilePhoto_profile.graphql.ts';
import { IMAGE_MIME_TYPES } from '../../../domain/images.ts';
import { imageProblem } from '../platform/forms/imageProblem.ts';
import { useAuthorizedImage } from '../platform/forms/useAuthorizedImage.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useRemoveMyProfilePictureMutation } from './useRemoveMyProfilePictureMutation.ts';
import { useUploadMyProfilePictureMutation } from './useUploadMyProfilePictureMutation.ts';

const fragment = graphql`
  fragment MyProfilePhoto_profile on MyProfile { name hasPicture pictureUrl editable }
`;

/** One's own photo (or initials), and when the record is editable a file picker and a remove button; type and 1.5 MB checked before sending. */
export function MyProfilePhoto({ profile }: { profile: MyProfilePhoto_profile$key }) {
  const { t } = useTranslation('profile');
  const p = useFragment(fragment, profile);
  const src = useAuthorizedImage(p.pictureUrl);
  const upload = useUploadMyProfilePictureMutation();
  const remove = useRemoveMyProfilePictureMutation();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const initials = p.name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]?.toUpperCase()).join('');

  const send = async (file: File | undefined) => {
    if (!file) return setProblem(t('errors.pickFile'));
    const wrong = imageProblem(file);
    if (wrong) return setProblem(t(wrong === 'type' ? 'images.type' : 'images.size'));
    setProblem(null);
    setBusy(true);
    const outcome = await upload(file);
    setBusy(false);
    if (input.current) input.current.value = '';
    if (outcome.ok) notify('success', t('images.uploaded'));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  const drop = async () => {
    setBusy(true);
    const outcome = await remove();
    setBusy(false);
    if (outcome.ok) notify('success', t('profile.photo.removed'));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };

  return (
    <figure className="photo">
      {src ? <img className="photo__image" src={src} alt="" /> : <span className="photo__image" aria-hidden="true">{initials}</span>}
      <figcaption className="visually-hidden">{t('profile.photo.of', { name: p.name })}</figcaption>
      {p.editable && (
        <div className="field">
          <label htmlFor="my-profile-photo">{t('profile.photo.label')}</label>
          <input id="my-profile-photo" ref={input} type="file" accept={IMAGE_MIME_TYPES.join(',')} disabled={busy}
            aria-describedby="my-profile-photo-hint" aria-invalid={problem ? true : undefined}
            onChange={(ev) => void send(ev.target.files?.[0])} />
          <p className="field__hint" id="my-profile-photo-hint">{t('images.hint')}</p>
          {busy && <progress className="upload-progress" aria-label={t('images.uploading')} />}
          {problem && <p className="field__error" role="alert">{problem}</p>}
          {p.hasPicture && <button type="button" className="button button--small" disabled={busy} onClick={() => void drop()}>{t('profile.photo.remove')}</button>}
        </div>
      )}
    </figure>
  );
}
