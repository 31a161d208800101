import { useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MyAbsenceRequestDialog_query$key } from '../__generated__/MyAbsenceRequestDialog_query.graphql.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { MyAbsenceCommentField } from './MyAbsenceCommentField.tsx';
import { MyAbsenceRequestFields } from './MyAbsenceRequestFields.tsx';
import { initialValues, requestInput, requestSchema, type EditTarget, type RequestValues } from './myAbsenceForm.ts';
import { placeRefusal } from './myAbsenceRefusals.ts';
import type { DayCount } from './useMyAbsenceDayCount.ts';
import { useMyAbsenceEditMutation } from './useMyAbsenceEditMutation.ts';
import { useMyAbsenceRequestMutation } from './useMyAbsenceRequestMutation.ts';

const fragment = graphql`
  fragment MyAbsenceRequestDialog_query on Query {
    absenceTypes(first: 100) { edges { node { id databaseId name calendarDays subtypes { databaseId name } } } }
  }
`;

interface Props {
  query: MyAbsenceRequestDialog_query$key;
  employeeId: string;
  /** the balance card's year, read again with the answer */
  year: number;
  /** the list the new request joins */
  connections: readonly string[];
  /** the request changed; null for a new one */
  target: EditTarget | null;
  onClose: () => void;
}

/**
 * A new request, or a change to one nobody has decided yet: type, subtype, periods, comment, with the days counted as
 * they are typed. The API's refusals land on their fields (a period's dates, a whole period) or at the top.
 */
export function MyAbsenceRequestDialog({ query, employeeId, year, connections, target, onClose }: Props) {
  const { t, i18n } = useTranslation('my-absences');
  const data = useFragment(fragment, query);
  const types = useMemo(() => data.absenceTypes?.edges.map((e) => e.node) ?? [], [data]);
  const notify = useNotify();
  const create = useMyAbsenceRequestMutation();
  const edit = useMyAbsenceEditMutation(connections);
  const [problems, setProblems] = useState<string[]>([]);
  const counted = useRef<DayCount>({ state: 'idle' });
  const schema = useMemo(() => requestSchema(t), [t]);
  // the values the form opens with, once: a later read of the types never resets what is being typed
  const [initial] = useState(() => initialValues(types, target));

  async function submit(values: RequestValues, helpers: FormikHelpers<RequestValues>) {
    setProblems([]);
    const input = requestInput(values);
    const outcome = target
      ? await edit({ input: { id: target.id, ...input }, year })
      : await create({ input, connections: [...connections], year });
    if (!outcome.ok) {
      const daysIn = (y: number) => (counted.current.state === 'done' ? counted.current.years.find((x) => x.year === y)?.days ?? null : null);
      const placed = placeRefusal(outcome.error, t, { language: i18n.language, daysIn });
      for (const [field, text] of Object.entries(placed.fields)) {
        helpers.setFieldError(field, text);
        void helpers.setFieldTouched(field, true, false);
      }
      return setProblems(placed.top);
    }
    notify('success', t(target ? 'myAbsences.dialog.saved' : 'myAbsences.dialog.sent'));
    onClose();
  }

  return (
    <Modal title={t(target ? 'myAbsences.dialog.editTitle' : 'myAbsences.dialog.newTitle')} onClose={onClose} wide>
      {types.length === 0 ? (
        <>
          <p>{t('myAbsences.list.noTypes')}</p>
          <div className="dialog__actions"><button type="button" className="button" onClick={onClose}>{t('common.close')}</button></div>
        </>
      ) : (
        <Formik<RequestValues> initialValues={initial} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="form my-abs-form">
              {problems.length > 0 && <div role="alert" className="my-abs-form__problems">{problems.map((m) => <p key={m}>{m}</p>)}</div>}
              {target && <p className="my-abs__muted">{t('myAbsences.dialog.editHint')}</p>}
              <MyAbsenceRequestFields types={types} employeeId={employeeId} target={target} counted={counted} />
              <MyAbsenceCommentField name="comment" label={t('myAbsences.dialog.comment')} />
              <div className="dialog__actions">
                <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
                <button type="submit" className="button button--primary" disabled={isSubmitting}>
                  {t(target ? 'myAbsences.dialog.save' : 'myAbsences.dialog.send')}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </Modal>
  );
}
