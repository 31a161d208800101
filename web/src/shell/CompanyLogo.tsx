import { useState } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../platform/useMediaQuery.ts';

/** The public logo paths (gateway/src/files/logo-route.ts): answered to anyone, so the sign-in page can show them. */
const LOGO = '/graphql/files/company/logo';
const MOBILE_LOGO = '/graphql/files/company/logo-mobile';

/**
 * The company's logo beside the product mark (#11 item 7): the mobile logo on phones, else the logo; nothing while the
 * company has none (a 404 hides it). Decorative: the company's name is said elsewhere on the page.
 */
export function CompanyLogo() {
  const phone = useMediaQuery(PHONE_QUERY);
  const [missing, setMissing] = useState<readonly string[]>([]);
  const src = (phone ? [MOBILE_LOGO, LOGO] : [LOGO]).find((url) => !missing.includes(url));
  if (!src) return null;
  return <img className="brand__company" src={src} alt="" onError={() => setMissing((m) => [...m, src])} />;
}
