import AlarmClock from 'lucide-react/icons/alarm-clock';
import Clock from 'lucide-react/icons/clock';
import { formatReplyClock, replyClock } from '@shared/reply-clock';

/**
 * How long a New lead has waited and when its reply is due; once past due, "Overdue" in words and in red (the
 * words carry it for anyone who cannot tell the colours apart).
 */
export function ReplyClockBadge({ createdAt, now }: { createdAt: string; now: Date }) {
  const clock = replyClock(new Date(createdAt), now);
  const text = formatReplyClock(clock, now);
  if (clock.overdue) {
    return (
      <p
        className="mt-2 flex flex-wrap items-center gap-x-2 rounded-lg bg-red-50 px-3 py-1.5 text-sm font-semibold text-red-800"
        data-reply-clock="overdue"
      >
        <AlarmClock aria-hidden="true" className="size-4" />
        <span>{text.overdueBy}</span>
        <span className="font-normal">
          ({text.due} · {text.waiting})
        </span>
      </p>
    );
  }
  return (
    <p
      className="mt-2 flex flex-wrap items-center gap-x-2 rounded-lg bg-sky-50 px-3 py-1.5 text-sm text-slate-800"
      data-reply-clock="due"
    >
      <Clock aria-hidden="true" className="size-4" />
      <span className="font-semibold">{text.due}</span>
      <span>· {text.waiting}</span>
    </p>
  );
}
