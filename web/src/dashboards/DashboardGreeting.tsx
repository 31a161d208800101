import { useTranslation } from 'react-i18next';

/** "Hello, Ana." and today's date in words, under every dashboard's title. */
export function DashboardGreeting({ name }: { name: string | null | undefined }) {
  const { t, i18n } = useTranslation('dashboards');
  const firstName = name?.split(' ')[0];
  const longDate = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  return (
    <p className="dash-greeting">
      {firstName ? t('dashboards.greeting', { name: firstName }) : t('dashboards.greetingNoName')} <span className="dash-muted">{longDate}</span>
    </p>
  );
}
