import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import type { SubscriptionSection_company$key } from '../__generated__/SubscriptionSection_company.graphql.ts';
import { displayDate, displayDateNotBefore, formatDisplayDate, parseDisplayDate } from '../../../domain/dates.rules.ts';
import { SUBSCRIPTION_PERIODS } from '../../../domain/modules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { DateField } from '../platform/forms/DateField.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useUpdateCompanyMutation } from './useUpdateCompanyMutation.ts';

const fragment = graphql`
  fragment SubscriptionSection_company on Company { subscriptionStart subscriptionEnd subscriptionPeriod }
`;

interface Values { subscriptionStart: string; subscriptionEnd: string; subscriptionPeriod: string }
const FIELD_MAP = { subscriptionStart: 'subscriptionStart', subscriptionEnd: 'subscriptionEnd', subscriptionPeriod: 'subscriptionPeriod' };

/**
 * The subscription: its period and dates. The vendor's to change (the API asks for MODULES_WRITE), so super
 * administrators get a form and everyone else reads it (N/A when a date is empty).
 */
export function SubscriptionSection({ company, canManage }: { company: SubscriptionSection_company$key; canManage: boolean }) {
  const { t } = useTranslation('company');
  const c = useFragment(fragment, company);
  const na = t('company.na');
  const period = (p: string) => t(`company.periods.${p}`, { defaultValue: p });
  if (!canManage) {
    return (
      <dl className="details" style={{ marginTop: '1rem' }}>
        <div className="details__row"><dt>{t('company.subscriptionStart')}</dt><dd>{c.subscriptionStart ? formatDisplayDate(c.subscriptionStart) : na}</dd></div>
        <div className="details__row"><dt>{t('company.subscriptionEnd')}</dt><dd>{c.subscriptionEnd ? formatDisplayDate(c.subscriptionEnd) : na}</dd></div>
        <div className="details__row"><dt>{t('company.subscriptionPeriod')}</dt><dd>{period(c.subscriptionPeriod)}</dd></div>
      </dl>
    );
  }
  return <SubscriptionForm start={c.subscriptionStart ?? null} end={c.subscriptionEnd ?? null} period={c.subscriptionPeriod} periodLabel={period} />;
}

interface FormProps { start: string | null; end: string | null; period: string; periodLabel: (p: string) => string }

function SubscriptionForm({ start, end, period, periodLabel }: FormProps) {
  const { t } = useTranslation('company');
  const update = useUpdateCompanyMutation();
  const notify = useNotify();
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return yup.object({
      subscriptionStart: displayDate(m),
      subscriptionEnd: displayDateNotBefore(m, 'subscriptionStart', t('company.subscriptionStart')),
      subscriptionPeriod: yup.string().oneOf([...SUBSCRIPTION_PERIODS]).required(m('required')),
    });
  }, [t]);
  const initial: Values = { subscriptionStart: formatDisplayDate(start), subscriptionEnd: formatDisplayDate(end), subscriptionPeriod: period };
  async function submit(v: Values, helpers: FormikHelpers<Values>) {
    const date = (text: string) => (text.trim() ? parseDisplayDate(text) : null);
    const outcome = await update({ input: {
      subscriptionStart: date(v.subscriptionStart), subscriptionEnd: date(v.subscriptionEnd), subscriptionPeriod: v.subscriptionPeriod,
    } });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, FIELD_MAP, t).forEach((x) => notify('error', x));
    notify('success', t('subscription.saved'));
  }
  return (
    <Formik<Values> initialValues={initial} validationSchema={schema} onSubmit={submit} enableReinitialize>
      {({ isSubmitting }) => (
        <Form noValidate className="card" aria-labelledby="company-subscription-title" style={{ marginTop: '1.5rem' }}>
          <h2 id="company-subscription-title">{t('subscription.title')}</h2>
          <p className="count">{t('subscription.intro')}</p>
          <div className="form-grid">
            <SelectField name="subscriptionPeriod" label={t('company.subscriptionPeriod')}
              options={SUBSCRIPTION_PERIODS.map((p) => ({ value: p, label: periodLabel(p) }))} />
            <span aria-hidden="true" />
            <DateField name="subscriptionStart" label={t('company.subscriptionStart')} />
            <DateField name="subscriptionEnd" label={t('company.subscriptionEnd')} />
          </div>
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={isSubmitting}>{t('subscription.save')}</button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
