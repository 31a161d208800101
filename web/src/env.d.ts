/** Set by Vite from package.json: the version this bundle was built as (compared with /meta.json). */
declare const __APP_VERSION__: string;
