import type { Plugin } from 'vite';

const TAG = /\bgraphql`([^`]*)`/g;
const NAME = /\b(?:query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/**
 * Replaces each graphql`…` tag with an import of the artifact the Relay compiler generated for it — what
 * babel-plugin-relay does, but @vitejs/plugin-react 6 no longer runs Babel and this costs nothing.
 */
export function relayGraphqlTags(artifactDirectory: string): Plugin {
  return {
    name: 'pontual-relay-graphql-tags',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(t|j)sx?$/.test(id) || id.includes('node_modules') || !code.includes('graphql`')) return null;
      const imports = new Map<string, string>();
      const out = code.replace(TAG, (_match, body: string) => {
        const name = NAME.exec(body)?.[1];
        if (!name) throw new Error(`${id}: a graphql tag without an operation or fragment name`);
        const local = `__relay_${name}`;
        imports.set(local, `${artifactDirectory}/${name}.graphql.ts`);
        return local;
      });
      const header = [...imports].map(([local, path]) => `import ${local} from ${JSON.stringify(path)};`).join('\n');
      return { code: `${header}\n${out}`, map: null };
    },
  };
}
