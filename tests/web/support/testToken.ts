/** An unsigned JWT-shaped token: the web app only reads its expiry; the server is mocked in these tests. */
export function testToken(expiresInSeconds = 24 * 3600): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'none' })}.${b64({ sub: '1', exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}
