type TokenSource = () => string | null;

let source: TokenSource = () => null;

/**
 * The bearer token for requests (GraphQL, photos). The session domain owns the token and registers where to read
 * it at the app root, so `platform/` never imports a domain.
 */
export const accessToken = {
  get: (): string | null => source(),
  register(next: TokenSource): void {
    source = next;
  },
};
