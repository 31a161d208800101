import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startHarness, type Harness } from './harness.ts';
import { png } from '../support/png.ts';

let h: Harness;
let admin: { token: string };
before(async () => {
  h = await startHarness();
  admin = await h.api.signedIn(['ADMIN']);
});
after(async () => { await h.close(); });

/** The GraphQL multipart request specification, one file in `variables.input.file`. */
async function uploadLogo(variant: 'DEFAULT' | 'MOBILE', content: Buffer) {
  const form = new FormData();
  form.append('operations', JSON.stringify({
    query: 'mutation($input: UploadCompanyLogoInput!) { uploadCompanyLogo(input: $input) { company { hasLogo hasMobileLogo logoUrl mobileLogoUrl } userErrors { field message code } } }',
    variables: { input: { variant, file: null } },
  }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'logo.png');
  const res = await h.fetch('/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.token}`, accept: 'application/json' } });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  assert.deepEqual(body.data.uploadCompanyLogo.userErrors, []);
  return body.data.uploadCompanyLogo.company as { hasLogo: boolean; hasMobileLogo: boolean; logoUrl: string | null; mobileLogoUrl: string | null };
}

const LOGOS = '{ company { hasLogo hasMobileLogo logoUrl mobileLogoUrl } }';

test('without a logo the URLs are null and the public paths answer 404', async () => {
  const res = await h.gql(LOGOS, { token: admin.token });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  assert.deepEqual(res.data?.company, { hasLogo: false, hasMobileLogo: false, logoUrl: null, mobileLogoUrl: null });
  for (const path of ['/graphql/files/company/logo', '/graphql/files/company/logo-mobile']) {
    const missing = await h.fetch(path);
    assert.equal(missing.status, 404, path);
    assert.equal((await missing.json() as { code: string }).code, 'NOT_FOUND');
    assert.equal(missing.headers.get('x-content-type-options'), 'nosniff');
  }
});

test('uploadCompanyLogo through the multipart spec; logoUrl serves the same bytes to anyone, with ETag and 304', async () => {
  const image = png(undefined, { width: 2 });
  const company = await uploadLogo('DEFAULT', image);
  assert.deepEqual(company, { hasLogo: true, hasMobileLogo: false, logoUrl: '/graphql/files/company/logo', mobileLogoUrl: null });

  const logo = await h.fetch(company.logoUrl!); // no token: the sign-in page shows it
  assert.equal(logo.status, 200);
  assert.equal(logo.headers.get('content-type'), 'image/png');
  assert.equal(logo.headers.get('cache-control'), 'private, no-cache');
  assert.equal(logo.headers.get('x-content-type-options'), 'nosniff');
  assert.match(logo.headers.get('content-security-policy') ?? '', /default-src 'none'/);
  assert.deepEqual(Buffer.from(await logo.arrayBuffer()), image);
  const etag = logo.headers.get('etag');
  assert.ok(etag);

  const again = await h.fetch(company.logoUrl!, { headers: { 'if-none-match': etag } });
  assert.equal(again.status, 304);
  assert.equal(again.headers.get('etag'), etag);
  assert.equal((await again.arrayBuffer()).byteLength, 0);
  assert.equal((await h.fetch(company.logoUrl!, { method: 'HEAD' })).status, 200);
  assert.equal((await h.fetch(company.logoUrl!, { method: 'POST' })).status, 405);

  // A new upload changes the ETag at the same URL, so a revalidating browser gets the new image.
  const replacement = png(undefined, { width: 3 });
  await uploadLogo('DEFAULT', replacement);
  const changed = await h.fetch(company.logoUrl!, { headers: { 'if-none-match': etag } });
  assert.equal(changed.status, 200);
  assert.notEqual(changed.headers.get('etag'), etag);
  assert.deepEqual(Buffer.from(await changed.arrayBuffer()), replacement);
  assert.equal((await h.fetch('/graphql/files/company/logo-mobile')).status, 404, 'the mobile logo is still unset');
});

test('the mobile logo has its own URL', async () => {
  const image = png(undefined, { width: 4 });
  const company = await uploadLogo('MOBILE', image);
  assert.equal(company.hasMobileLogo, true);
  assert.equal(company.mobileLogoUrl, '/graphql/files/company/logo-mobile');
  const logo = await h.fetch(company.mobileLogoUrl!);
  assert.equal(logo.status, 200);
  assert.deepEqual(Buffer.from(await logo.arrayBuffer()), image);
  const read = await h.gql(LOGOS, { token: admin.token });
  assert.deepEqual(read.data?.company, { hasLogo: true, hasMobileLogo: true, logoUrl: '/graphql/files/company/logo', mobileLogoUrl: '/graphql/files/company/logo-mobile' });
});

test('removeCompanyLogo takes the logo away (#11 item 7): the URL turns null and the public path answers 404; the mobile one stays', async () => {
  await uploadLogo('DEFAULT', png(undefined, { width: 3 }));
  await uploadLogo('MOBILE', png(undefined, { width: 4 }));
  const res = await h.gql('mutation { removeCompanyLogo(input: { variant: DEFAULT }) { company { hasLogo hasMobileLogo logoUrl mobileLogoUrl } userErrors { code } } }', { token: admin.token });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  assert.deepEqual(res.data?.removeCompanyLogo, {
    company: { hasLogo: false, hasMobileLogo: true, logoUrl: null, mobileLogoUrl: '/graphql/files/company/logo-mobile' }, userErrors: [],
  });
  assert.equal((await h.fetch('/graphql/files/company/logo')).status, 404);
  assert.equal((await h.fetch('/graphql/files/company/logo-mobile')).status, 200);
  const employee = await h.api.signedIn(['EMPLOYEE']);
  const denied = await h.gql('mutation { removeCompanyLogo(input: { variant: MOBILE }) { userErrors { code } } }', { token: employee.token });
  assert.equal(denied.errors?.[0]?.extensions?.code, 'FORBIDDEN');
  assert.equal((await h.fetch('/graphql/files/company/logo-mobile')).status, 200);
});
