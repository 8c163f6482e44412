/** Words for lists and phrases the copy builds from data. */

export const listWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** "a Waco neighborhood", "an Oakwood customer": the article that agrees with the next word's first sound. */
export const withArticle = (phrase: string, capital = false) => {
  // A vowel letter, except where it sounds like a consonant: "a One-Time Yard Reset", "a unique".
  const article = /^[aeiou]/i.test(phrase) && !/^(one\b|uni|eu)/i.test(phrase) ? 'an' : 'a';
  return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${phrase}`;
};

/** Ends a sentence on text that may end in its own period ("Brazos Scoop Co."), so it never reads "Co..". */
export const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);
