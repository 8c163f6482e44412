import type { ReactNode, Ref } from 'react';

/** One admin screen: a section named by its heading. */
export function AdminPanel({
  titleId,
  title,
  headingRef,
  className = 'grid gap-4',
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** For a screen that moves focus to its heading; the heading then takes focus from script only. */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-2xl font-bold text-slate-900"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What an admin action's failure says, announced as it appears. */
export function ActionError({ action, prefix }: { action: { error: Error | null }; prefix: string }) {
  return action.error ? (
    <p role="alert" className="text-red-800">
      {prefix}: {action.error.message}
    </p>
  ) : null;
}

/** A screen's list of records, one ruled row each, named for screen readers. */
export function RecordList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label={label}>
      {children}
    </ul>
  );
}

/** A button for an action that takes a while: while `busy` it stays focusable but a press does nothing. */
export function ActionButton({
  busy,
  onPress,
  className,
  children,
}: {
  busy: boolean;
  onPress: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-disabled={busy || undefined}
      onClick={() => !busy && onPress()}
    >
      {children}
    </button>
  );
}
