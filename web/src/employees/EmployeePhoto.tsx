import { useAuthorizedImage } from '../platform/forms/useAuthorizedImage.ts';

/** The employee's photo, or their initials while there is none (or it is loading). */
export function EmployeePhoto({ name, url, size }: { name: string; url: string | null | undefined; size: 'small' | 'large' }) {
  const src = useAuthorizedImage(url);
  const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]?.toUpperCase()).join('');
  const className = size === 'large' ? 'photo__image' : 'avatar';
  return src
    ? <img className={className} src={src} alt="" />
    : <span className={className} aria-hidden="true">{initials}</span>;
}
