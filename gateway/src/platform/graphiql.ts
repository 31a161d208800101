import type { GraphiQLOptions } from 'graphql-yoga';

/** Example operations for integrators (payroll, BI), opened as GraphiQL tabs. */
const VIEWER = `# Who am I? Run the Login tab, then put its
# token in the Authorization header below.
query Viewer {
  viewer {
    homePath
    roles
    enabledModules
    account { username employeeCode }
    employee { name department { name } }
  }
}`;

const LOGIN = `# Demo accounts use the password Demo#2026.
mutation Login {
  login(input: { username: "admin@demo.test", password: "Demo#2026" }) {
    token
    expiresAt
    userErrors { field message code }
  }
}`;

const EMPLOYEES = `# A paged list: pass pageInfo.endCursor as
# $after for the next page (first: at most 100).
query Employees($after: String) {
  employees(first: 20, after: $after, orderBy: [{ field: NAME }]) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node {
        id
        name
        jobTitle
        department { name managers { name } }
      }
    }
  }
}`;

const UPDATE_COMPANY = `# A mutation: refusals come back as userErrors
# with the path of the input field at fault.
mutation UpdateCompany {
  updateCompany(input: { website: "https://example.test", taxAddress: { country: "PT" } }) {
    company { name website taxAddress { country } }
    userErrors { field message code }
  }
}`;

export const graphiqlOptions: GraphiQLOptions = {
  title: 'Pontual GraphQL',
  defaultQuery: VIEWER,
  defaultTabs: [{ query: VIEWER }, { query: LOGIN }, { query: EMPLOYEES }, { query: UPDATE_COMPANY }],
  headers: JSON.stringify({ Authorization: 'Bearer <token>' }),
};

/**
 * The example tabs answer the first click (#11 item 13). GraphiQL's tabs are drag-to-reorder items whose entry
 * animation leaves a stale `transform` on every tab but the last; its own CSS hides that transform only while a tab is
 * not focused, so the press that focuses a tab moves it sideways and the release lands beside it: no click, and the
 * second click worked. The tabs here stay where they are drawn (no transform) and a press on one no longer starts a
 * drag, so a single click selects; the price is that tabs cannot be reordered by dragging.
 */
export const STEADY_TABS = `<style>.graphiql-tab { transform: none !important; }</style>
<script>
  document.addEventListener('pointerdown', function (event) {
    var target = event.target;
    if (target instanceof Element && target.closest('.graphiql-tab')) event.stopPropagation();
  }, true);
</script>`;

/** GraphiQL with its scripts and styles inlined from node_modules: no CDN. Loaded on first use (it is large). */
export async function renderGraphiQLOffline(options: GraphiQLOptions): Promise<string> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  return renderGraphiQL(options).replace('</head>', `${STEADY_TABS}\n</head>`);
}
