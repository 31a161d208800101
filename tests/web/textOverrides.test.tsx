// Issue #18: the tenant's texts replace the bundled ones (langKeys merged into i18next) for every screen, survive a
// namespace loading later, and go back to the bundled words when removed; the admin screen picks keys from the bundles.
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, test } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { MockPayloadGenerator } from 'relay-test-utils';
import { TextsRoute } from '../../web/src/support/TextsRoute.tsx';
import { applyTextOverrides } from '../../web/src/support/textOverrides.ts';
import { openRoute } from './support/openRoute.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => applyTextOverrides([]));

function MenuLabel() {
  const { t } = useTranslation('shell');
  return <p>{t('features.clocks')}</p>;
}

describe('merging langKeys over the bundled texts', () => {
  test('an override changes a rendered text at once, and removing it brings the bundled text back', async () => {
    render(<MenuLabel />);
    expect(screen.getByText('Clocks')).toBeTruthy();
    act(() => applyTextOverrides([{ language: 'en', key: 'shell:features.clocks', value: 'Punches' }]));
    expect(await screen.findByText('Punches')).toBeTruthy();
    act(() => applyTextOverrides([]));
    expect(await screen.findByText('Clocks')).toBeTruthy();
  });

  test('only the overridden language changes', () => {
    applyTextOverrides([{ language: 'pt', key: 'shell:features.clocks', value: 'Picagens' }]);
    expect(i18next.getFixedT('en', 'shell')('features.clocks')).toBe('Clocks');
    i18next.addResourceBundle('pt', 'shell', { features: { clocks: 'Marcações' } }, true, true);
    expect(i18next.getFixedT('pt', 'shell')('features.clocks')).toBe('Picagens');
  });

  test('a namespace loaded again (or for the first time) keeps the override on top of its bundled texts', () => {
    applyTextOverrides([
      { language: 'en', key: 'shell:features.clocks', value: 'Punches' },
      { language: 'en', key: 'ghost:greeting.hello', value: 'Howdy' },
    ]);
    // Not loaded yet: no bundle is made up, so the platform still loads the real one.
    expect(i18next.hasResourceBundle('en', 'ghost')).toBe(false);
    i18next.addResourceBundle('en', 'ghost', { greeting: { hello: 'Hello', bye: 'Bye' } }, true, true);
    expect(i18next.getFixedT('en', 'ghost')('greeting.hello')).toBe('Howdy');
    expect(i18next.getFixedT('en', 'ghost')('greeting.bye')).toBe('Bye');
    // The bundled texts written again over the same namespace (a language switch does this): the override stays.
    i18next.addResourceBundle('en', 'shell', { features: { clocks: 'Clocks' } }, true, true);
    expect(i18next.getFixedT('en', 'shell')('features.clocks')).toBe('Punches');
    applyTextOverrides([]);
    expect(i18next.getFixedT('en', 'ghost')('greeting.hello')).toBe('Hello');
    i18next.removeResourceBundle('en', 'ghost');
  });
});

const operationNamed = (environment: ReturnType<typeof openRoute>['environment'], name: string) => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
  expect(op, name).toBeTruthy();
  return op as OperationDescriptor;
});

describe('the texts and banners screen', () => {
  test('lists the changed texts; a new one is picked from the bundled keys, checked against them, then saved and the layout refreshed', async () => {
    const { environment } = openRoute(TextsRoute, '/company/texts', { feature: 'texts' });
    const query = await operationNamed(environment, 'TextsRouteQuery');
    act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, {
      BannerConnection: () => ({ edges: [] }),
      TextOverrideConnection: () => ({ edges: [{}] }),
      TextOverride: () => ({ language: 'PT', key: 'shell:features.clocks', value: 'Picagens' }),
    })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Texts and banners' })).toBeTruthy();
    expect(screen.getByText('No banners yet.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Picagens' })).toBeTruthy();

    // An override in force: the hint still names the bundled words.
    act(() => applyTextOverrides([{ language: 'en', key: 'shell:features.clocks', value: 'Stamps' }]));
    act(() => screen.getByRole('button', { name: 'Change a text' }).click());
    const key = await screen.findByRole('combobox', { name: 'Text key' });
    fireEvent.change(key, { target: { value: 'shell:features.nothingHere' } });
    fireEvent.blur(key);
    expect(await screen.findByText('This key is not a text of the app.')).toBeTruthy();
    fireEvent.change(key, { target: { value: 'shell:features.clocks' } });
    expect(await screen.findByText('Bundled text: Clocks')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'New text' }), { target: { value: 'Punches' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());

    const mutation = await operationNamed(environment, 'useSetTextOverrideMutation');
    expect(mutation.request.variables.input).toEqual({ language: 'EN', key: 'shell:features.clocks', value: 'Punches' });
    act(() => environment.mock.resolve(mutation, MockPayloadGenerator.generate(mutation, {
      SetTextOverridePayload: () => ({ userErrors: [] }),
      TextOverride: () => ({ language: 'EN', key: 'shell:features.clocks', value: 'Punches' }),
    })));
    await operationNamed(environment, 'refreshTenantTextsQuery');
  });
});
