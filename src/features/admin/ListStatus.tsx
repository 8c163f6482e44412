import type { UseQueryResult } from '@tanstack/react-query';

/** What a screen's read says while it loads and when it failed; nothing once it has its data. */
export function QueryStatus({
  query,
  loading,
  failed,
}: {
  query: UseQueryResult<unknown, Error>;
  loading: string;
  /** The failure's sentence, before the server's words: 'The summary could not be loaded'. */
  failed: string;
}) {
  if (query.isPending) return <p role="status">{loading}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-800">
        {`${failed}: ${query.error.message}`}
      </p>
    );
  }
  return null;
}

/** What an admin list says while it loads, when it could not be loaded, and when it has nothing to show. */
export function ListStatus({
  query,
  name,
  empty,
}: {
  query: UseQueryResult<readonly unknown[], Error>;
  /** What the list holds, lower case and plural: 'notifications'. */
  name: string;
  /** The sentence for an empty list. */
  empty: string;
}) {
  if (!query.isSuccess)
    return (
      <QueryStatus
        query={query}
        loading={`Loading ${name}...`}
        failed={`${name[0]!.toUpperCase()}${name.slice(1)} could not be loaded`}
      />
    );
  return query.data.length === 0 ? <p className="text-slate-700">{empty}</p> : null;
}
