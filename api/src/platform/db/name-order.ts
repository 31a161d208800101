/**
 * Names in alphabetical order as people read them: case aside, and accented letters with their base letter, so
 * "Léa" sorts between "Lea" and "Lucas" (not after "Lucas", as byte order puts "é"). Written with translate() rather
 * than an ICU collation or unaccent, which the embedded database does not have; the same on PostgreSQL. Migration
 * 0009 indexes this expression for the employee list's default order: change both together.
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöøúùûüçñýÿ';
const BASE = 'aaaaaaeeeeiiiioooooouuuucnyy';

/** A text folded as `nameOrder` folds a column (lower case, accented letters to their base): a search compares with it. */
export const foldedName = (text: string) => [...text.toLowerCase()].map((c) => BASE[ACCENTED.indexOf(c)] ?? c).join('');

/** The ORDER BY expression of a name column, e.g. `nameOrder('e.name')` (a whitelisted raw expression). */
export const nameOrder = (column: string) => `translate(lower(${column}), '${ACCENTED}', '${BASE}')`;
