/**
 * Uzbek in the site search. PostgreSQL has no Uzbek stemmer: the index keeps Uzbek words as written (the 'simple'
 * configuration), while Uzbek is agglutinative — "kalit" (key) is also kaliti, kalitini, kalitlari, kalitlarini…
 * So the query is widened instead of the index: each word typed plainly loses its common endings and is looked for
 * as the beginning of a word (kalitlarini → kalit:*), and the search ranks the pages with the words as typed first.
 * Nothing is stored differently, so every database, however old its index, searches this way.
 */

/** A letter followed by an apostrophe-like character and another letter ("o'z", "o’z", "ma'lumot", "maʻlumot"). */
const APOSTROPHE = /(\p{L})['‘’`ʼʻ](?=\p{L})/gu;

/**
 * Uzbek Latin as the content writes it, whichever apostrophe was typed: oʻ and gʻ with U+02BB (oʻzbek, gʻazna), the
 * tutuq belgisi with U+02BC (maʼlumot). The parser takes both for letters, while an ASCII apostrophe would split
 * "o'zbek" into "o" and "zbek".
 */
export function normaliseUzbek(text: string): string {
  return text.replace(APOSTROPHE, (_, letter: string) => `${letter}${/[ogOG]/.test(letter) ? 'ʻ' : 'ʼ'}`);
}

/** Case, plural and possessive endings and two derivational ones, longest first (-ka and -qa only after k and q: bankka, soliqqa). */
const SUFFIXES = 'ingiz imiz ngiz dagi ning dan lar lik miz ing ni ga ka qa da gi si im li i'.split(' ');

/** A stem keeps at least this many letters: "ishlar" stays whole rather than become "ish" (ishonch, ishtirok…). */
const MIN_STEM = 4;

/** Letters of a word, oʻ and gʻ counting as one. */
const letterCount = (word: string) => word.replace(/[ʻʼ]|[^\p{L}]/gu, '').length;

/** The word without its endings, as long as a stem of MIN_STEM letters is left: kalitlarini → kalit, korxonamizda → korxona. */
export function uzbekStem(word: string): string {
  let stem = word;
  for (let stripped = true; stripped;) {
    stripped = false;
    for (const suffix of SUFFIXES) {
      if (!stem.endsWith(suffix)) continue;
      const rest = stem.slice(0, -suffix.length);
      if (letterCount(rest) < MIN_STEM || !/\p{L}$/u.test(rest)) continue;
      if ((suffix === 'ka' && !rest.endsWith('k')) || (suffix === 'qa' && !rest.endsWith('q'))) continue;
      stem = rest;
      stripped = true;
      break;
    }
  }
  return stem;
}

/**
 * The forms a three-letter word is looked for in: itself and the common endings only, since as a prefix it would
 * find too much (ish → ishonch, ishtirok; son → soniya; tur → Tursunov). ':*' marks a prefix.
 */
const SHORT_WORD_ENDINGS =
  'lar:* lik:* li i ini ining ida idan idagi iga im imiz ing ingiz ni ning ga gacha da dan dagi gi si sini sining siga sida'.split(' ');

type Token = { lexeme: string } | { op: string };

/** A lexeme in tsquery text: quoted, '' for a quote, backslash escapes. */
const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** What one plain word is looked for as, in tsquery text. Words with digits or signs, and one- and two-letter words, stay as they are. */
function forms(word: string): string {
  const letters = letterCount(word);
  if (letters < 3 || !/^[\p{L}-]+$/u.test(word)) return quote(word);
  if (letters === 3 && !word.includes('-')) {
    const endings = ['', ...SHORT_WORD_ENDINGS, ...(word.endsWith('k') ? ['ka'] : []), ...(word.endsWith('q') ? ['qa'] : [])];
    return `( ${endings.map((e) => (e.endsWith(':*') ? `${quote(word + e.slice(0, -2))}:*` : quote(word + e))).join(' | ')} )`;
  }
  return `${quote(uzbekStem(word))}:*`;
}

function tokenize(tsquery: string): Token[] | undefined {
  const tokens: Token[] = [];
  const re = /\s*(?:'((?:[^'\\]|''|\\.)*)'|(<->|<\d+>|[&|!()]))\s*/y;
  while (re.lastIndex < tsquery.length) {
    const m = re.exec(tsquery);
    if (!m) return undefined;
    tokens.push(m[1] !== undefined ? { lexeme: m[1].replace(/''/g, "'").replace(/\\(.)/g, '$1') } : { op: m[2]! });
  }
  return tokens;
}

/**
 * Widens a query in websearch_to_tsquery's text form to the Uzbek word forms: every word typed plainly (either side
 * of an "or" too) becomes its forms; a phrase in quotes and an exclusion stay as written. A hyphenated word, which the
 * parser makes a phrase of itself and its parts ('hisob-faktura' <-> 'hisob' <-> 'faktura'), widens on the whole and
 * on its last part, where the endings go (hisob-fakturalarni). Anything unexpected is returned as it came.
 */
export function widenUzbekQuery(tsquery: string): string {
  const tokens = tokenize(tsquery);
  if (!tokens) return tsquery;
  const isPhraseOp = (t: Token | undefined) => t !== undefined && 'op' in t && t.op.startsWith('<');
  const out: string[] = [];
  // Whether each open parenthesis is inside an exclusion: !( 'a' <-> 'b' ).
  const negated: boolean[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const before = tokens[i - 1];
    const excluded = (negated.at(-1) ?? false) || (before !== undefined && 'op' in before && before.op === '!');
    if ('op' in token) {
      if (token.op === '(') negated.push(excluded);
      if (token.op === ')') negated.pop();
      out.push(token.op);
      continue;
    }
    // A chain of lexemes joined by phrase operators.
    const chain = [token.lexeme];
    const ops: string[] = [];
    let j = i;
    while (isPhraseOp(tokens[j + 1]) && tokens[j + 2] && 'lexeme' in tokens[j + 2]!) {
      ops.push((tokens[j + 1] as { op: string }).op);
      chain.push((tokens[j + 2] as { lexeme: string }).lexeme);
      j += 2;
    }
    const compound = chain.length > 2 && chain[0]!.includes('-') && chain[0] === chain.slice(1).join('-');
    const last = chain.length - 1;
    chain.forEach((lexeme, k) => {
      if (k > 0) out.push(ops[k - 1]!);
      const widen = !excluded && (chain.length === 1 || (compound && (k === 0 || k === last)));
      out.push(widen ? forms(lexeme) : quote(lexeme));
    });
    i = j;
  }
  return out.join(' ');
}
