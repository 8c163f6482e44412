const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO date as 'March 2, 2026', the same on the server and in every browser time zone. */
export const formatPostDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));
