import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { SiteDetails_site$key } from '../__generated__/SiteDetails_site.graphql.ts';
import { SiteMap } from './SiteMap.tsx';
import type { MapSettingsValue } from './siteMapTypes.ts';

const fragment = graphql`
  fragment SiteDetails_site on Site { name address latitude longitude radius timeZone createdAt updatedAt }
`;

/** DD/MM/YYYY HH:mm whatever the language (DESIGN §4), in the browser's time zone. */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** View mode: the site's data read-only beside its map (the marker stays put). */
export function SiteDetails({ site: siteKey, settings }: { site: SiteDetails_site$key; settings: MapSettingsValue }) {
  const { t } = useTranslation('sites');
  const site = useFragment(fragment, siteKey);
  const position = { latitude: site.latitude, longitude: site.longitude };
  const rows: [string, string][] = [
    [t('sites.name'), site.name],
    [t('sites.address'), site.address || t('common.none')],
    [t('sites.position'), `${position.latitude}, ${position.longitude}`],
    [t('sites.radius'), t('sites.meters', { count: site.radius })],
    [t('sites.timeZone'), site.timeZone],
    [t('sites.created'), DATE_TIME.format(new Date(site.createdAt)).replace(',', '')],
    [t('sites.updated'), DATE_TIME.format(new Date(site.updatedAt)).replace(',', '')],
  ];
  return (
    <div className="site-editor">
      <div className="site-editor__map">
        <SiteMap settings={settings} position={position} radius={site.radius} focus={0} readOnly onMove={() => undefined} />
      </div>
      <dl className="details site-editor__fields">
        {rows.map(([label, value]) => <div className="details__row" key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
    </div>
  );
}
