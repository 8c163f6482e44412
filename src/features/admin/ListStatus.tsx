import type { UseQueryResult } from '@tanstack/react-query';

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
  if (query.isPending) return <p role="status">{`Loading ${name}...`}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-red-800">
        {`${name[0]!.toUpperCase()}${name.slice(1)} could not be loaded: ${query.error.message}`}
      </p>
    );
  }
  return query.data.length === 0 ? <p className="text-slate-700">{empty}</p> : null;
}
